// deploy/kubernetes: every overlay (one per app of the repository) and the shared nginx render
// with kustomize (kubectl kustomize, as `kubectl apply -k` does) into manifests that are valid
// against the Kubernetes schemas, hold what a rollout without downtime needs, and probe paths
// the app's own server answers; nginx serves https with the certificate of a TLS Secret mounted
// where its image reads it, and redirects http.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createAppServer, loadSiteApp } from '@journals/app-server';
import { startJournalApi } from '@journals/journal-api';
import { siteConfigs, type SiteId } from '@journals/site-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kustomizations, render, validateManifest, type Manifest } from '../src/manifests.ts';
import { nginxPorts, nginxTls } from '../src/nginx-image.ts';
import { repositoryRoot } from '../src/repository.ts';

interface Container {
  name: string;
  image: string;
  ports: { name: string; containerPort: number }[];
  env?: {
    name: string;
    value?: string;
    valueFrom?: { secretKeyRef?: { name: string; key: string } };
  }[];
  envFrom?: { configMapRef?: { name: string } }[];
  readinessProbe: Probe;
  livenessProbe: Probe;
  lifecycle: { preStop: { exec: { command: string[] } } };
  resources: { requests: Record<string, string>; limits: Record<string, string> };
  securityContext: {
    allowPrivilegeEscalation: boolean;
    readOnlyRootFilesystem: boolean;
    capabilities: { drop: string[] };
  };
  volumeMounts?: { name: string; mountPath: string; readOnly?: boolean }[];
}

interface Probe {
  httpGet?: { path: string; port: string; scheme?: string };
  tcpSocket?: { port: string };
}

interface DeploymentSpec {
  replicas: number;
  selector: { matchLabels: Record<string, string> };
  template: {
    metadata: { labels: Record<string, string> };
    spec: {
      terminationGracePeriodSeconds: number;
      securityContext: { runAsNonRoot: boolean; runAsUser?: number; fsGroup?: number };
      containers: Container[];
      volumes?: {
        name: string;
        emptyDir?: object;
        secret?: {
          secretName: string;
          defaultMode?: number;
          items?: { key: string; path: string }[];
        };
      }[];
    };
  };
}

/** The app server drains for at most this long after SIGTERM (@journals/app-server). */
const drainSeconds = 10;
const apps = readdirSync(path.join(repositoryRoot, 'apps'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name in siteConfigs)
  .map((entry) => entry.name as SiteId);
const folders = kustomizations();
const rendered = Object.fromEntries(
  Object.entries(folders).map(([name, folder]) => [name, render(folder)]),
);

function only(manifests: Manifest[], kind: string): Manifest & { spec: never } {
  const found = manifests.filter((manifest) => manifest.kind === kind);
  expect(
    found.map((manifest) => manifest.metadata.name),
    kind,
  ).toHaveLength(1);
  return found[0] as Manifest & { spec: never };
}

it('has an overlay for every app of the repository, and one for the shared nginx', () => {
  expect(apps).toEqual(expect.arrayContaining(['publisher', 'indjece']));
  expect(Object.keys(folders).sort()).toEqual([...apps, 'nginx'].sort());
});

it('refuses a manifest that breaks the schema', () => {
  const [deployment] = rendered.publisher!.filter((manifest) => manifest.kind === 'Deployment');
  expect(() => validateManifest({ ...deployment!, spec: { replicas: 'two' } })).toThrow();
  expect(() => validateManifest({ ...deployment!, kind: 'Deploymnet' })).toThrow(/Unexpected kind/);
});

describe.each(Object.keys(folders))('deploy/kubernetes: %s', (name) => {
  const manifests = rendered[name]!;

  it('renders manifests valid against the Kubernetes schemas', () => {
    expect(manifests.map((manifest) => manifest.kind).sort()).toEqual([
      'ConfigMap',
      'Deployment',
      'HorizontalPodAutoscaler',
      'PodDisruptionBudget',
      'Service',
    ]);
    for (const manifest of manifests) {
      expect(
        () => validateManifest(manifest),
        `${manifest.kind} ${manifest.metadata.name}`,
      ).not.toThrow();
    }
  });

  it('runs 2 replicas that drain before they are stopped, non-root on a read-only root', () => {
    const deployment = only(manifests, 'Deployment');
    const spec = (deployment as unknown as { spec: DeploymentSpec }).spec;
    expect(spec.replicas).toBe(2);
    const [container] = spec.template.spec.containers;
    const pause = Number(container!.lifecycle.preStop.exec.command.at(-1));
    expect(container!.lifecycle.preStop.exec.command[0]).toBe('sleep');
    expect(pause).toBeGreaterThan(0);
    expect(spec.template.spec.terminationGracePeriodSeconds).toBeGreaterThan(pause + drainSeconds);
    expect(spec.template.spec.securityContext.runAsNonRoot).toBe(true);
    expect(container!.securityContext).toEqual({
      allowPrivilegeEscalation: false,
      readOnlyRootFilesystem: true,
      capabilities: { drop: ['ALL'] },
    });
    for (const resource of ['cpu', 'memory']) {
      expect(container!.resources.requests[resource], resource).toBeDefined();
      expect(container!.resources.limits[resource], resource).toBeDefined();
    }
    expect(spec.template.metadata.labels).toMatchObject(spec.selector.matchLabels);
    expect(container!.image).toBe(`journals/${name}:latest`);
  });

  it('takes its environment from a ConfigMap, and API_AUTHORIZATION only from a Secret', () => {
    const deployment = only(manifests, 'Deployment');
    const [container] = (deployment as unknown as { spec: DeploymentSpec }).spec.template.spec
      .containers;
    const configMap = only(manifests, 'ConfigMap') as unknown as Manifest & {
      data: Record<string, string>;
    };
    expect(container!.envFrom?.[0]?.configMapRef?.name).toBe(configMap.metadata.name);
    expect(Object.keys(configMap.data)).not.toContain('API_AUTHORIZATION');
    for (const variable of container!.env ?? []) expect(variable.value).toBeUndefined();
  });

  it('has a Service, a PodDisruptionBudget of one pod and a CPU autoscaler for its pods', () => {
    const deployment = only(manifests, 'Deployment') as unknown as Manifest & {
      spec: DeploymentSpec;
    };
    const podLabels = deployment.spec.template.metadata.labels;
    const service = only(manifests, 'Service') as unknown as {
      spec: { selector: Record<string, string>; ports: { targetPort: string }[] };
    };
    expect(podLabels).toMatchObject(service.spec.selector);
    expect(service.spec.ports[0]?.targetPort).toBe('http');
    const budget = only(manifests, 'PodDisruptionBudget') as unknown as {
      spec: { maxUnavailable: number; selector: { matchLabels: Record<string, string> } };
    };
    expect(budget.spec.maxUnavailable).toBe(1);
    expect(podLabels).toMatchObject(budget.spec.selector.matchLabels);
    const autoscaler = only(manifests, 'HorizontalPodAutoscaler') as unknown as {
      spec: {
        minReplicas: number;
        scaleTargetRef: { kind: string; name: string };
        metrics: { resource: { name: string } }[];
      };
    };
    expect(autoscaler.spec.scaleTargetRef).toMatchObject({
      kind: 'Deployment',
      name: deployment.metadata.name,
    });
    expect(autoscaler.spec.minReplicas).toBe(2);
    expect(autoscaler.spec.metrics.map((metric) => metric.resource.name)).toEqual(['cpu']);
  });
});

describe.each(apps)('deploy/kubernetes: %s calls the site API', (name) => {
  const manifests = rendered[name]!;

  it('with API_AUTHORIZATION from its Secret, over https', () => {
    const deployment = only(manifests, 'Deployment');
    const [container] = (deployment as unknown as { spec: DeploymentSpec }).spec.template.spec
      .containers;
    const configMap = only(manifests, 'ConfigMap') as unknown as Manifest & {
      data: Record<string, string>;
    };
    expect(container!.env).toContainEqual({
      name: 'API_AUTHORIZATION',
      valueFrom: { secretKeyRef: { name: `${name}-site-api`, key: 'API_AUTHORIZATION' } },
    });
    expect(configMap.data.API_BASE_URL).toMatch(/^https:\/\//);
  });
});

describe('deploy/kubernetes: nginx over https', () => {
  const manifests = rendered.nginx!;
  const deployment = only(manifests, 'Deployment') as unknown as { spec: DeploymentSpec };
  const pod = deployment.spec.template.spec;
  const [container] = pod.containers;
  const configMap = only(manifests, 'ConfigMap') as unknown as { data: Record<string, string> };
  const service = only(manifests, 'Service') as unknown as {
    spec: { ports: { name: string; port: number; targetPort: string }[] };
  };

  it('listens on the image ports, http (the redirect) and https, named in its environment', () => {
    expect(container!.ports).toEqual([
      { name: 'http', containerPort: nginxPorts.http },
      { name: 'https', containerPort: nginxPorts.https },
    ]);
    expect(configMap.data.PORT).toBe(String(nginxPorts.http));
    expect(configMap.data.HTTPS_PORT).toBe(String(nginxPorts.https));
    expect(configMap.data.TLS ?? 'on').toBe('on');
  });

  it('takes 80 and 443 on its Service, and redirects to the https port readers reach', () => {
    expect(service.spec.ports.map(({ port, targetPort }) => [port, targetPort])).toEqual([
      [80, 'http'],
      [443, 'https'],
    ]);
    expect(configMap.data.PUBLIC_HTTPS_PORT).toBe('443');
  });

  it('mounts the TLS Secret read-only where the image reads it, readable by nginx only', () => {
    const mount = container!.volumeMounts?.find((entry) => entry.mountPath === nginxTls.folder);
    expect(mount?.readOnly).toBe(true);
    const volume = pod.volumes?.find((entry) => entry.name === mount?.name);
    expect(volume?.secret?.secretName).toBe('journals-tls');
    // The keys of a kubernetes.io/tls Secret, under the names the image reads.
    expect(volume?.secret?.items).toEqual([
      { key: 'tls.crt', path: nginxTls.certificate },
      { key: 'tls.key', path: nginxTls.key },
    ]);
    // The files belong to the pod's fsGroup, nginx's group (33): readable by it, not by others.
    expect(pod.securityContext.fsGroup).toBe(33);
    const mode = volume!.secret!.defaultMode!;
    expect(mode & 0o040).toBe(0o040);
    expect(mode & 0o007).toBe(0);
    // The Secret itself is never in the repository (the rendered kinds above hold none).
    expect(manifests.map((manifest) => manifest.kind)).not.toContain('Secret');
  });

  it('probes the https port without asking a page of an app (http answers 301)', () => {
    for (const probe of [container!.readinessProbe, container!.livenessProbe]) {
      expect(probe).toMatchObject({ tcpSocket: { port: 'https' } });
      expect(probe.httpGet).toBeUndefined();
    }
  });
});

describe('probe paths', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'container-image-probes-'));
  let api: Awaited<ReturnType<typeof startJournalApi>>;

  beforeAll(async () => {
    api = await startJournalApi({
      port: 0,
      dataDir: path.join(work, 'api'),
      authorization: 'probe',
    });
  });
  afterAll(async () => {
    await api?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it.each(apps)(
    '%s: readiness and liveness are paths its server answers 200',
    async (id) => {
      const deployment = only(rendered[id]!, 'Deployment') as unknown as { spec: DeploymentSpec };
      const [container] = deployment.spec.template.spec.containers;
      const site = siteConfigs[id];
      expect(container!.readinessProbe.httpGet?.path).toBe(`${site.prefix}readyz`);
      expect(container!.livenessProbe.httpGet?.path).toBe(`${site.prefix}healthz`);

      // The app's own server, as its image runs it, against the reference API.
      const app = await loadSiteApp(path.join(repositoryRoot, 'apps', id), {
        API_BASE_URL: `${api.url}/${id}`,
        API_AUTHORIZATION: 'probe',
      });
      const server = createAppServer({
        apps: [app],
        publicOrigin: 'http://127.0.0.1',
        trustedProxies: ['loopback'],
        lifecycle: { draining: () => false },
      }).listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      try {
        const { port } = server.address() as AddressInfo;
        for (const probe of [container!.readinessProbe, container!.livenessProbe]) {
          const answer = await fetch(`http://127.0.0.1:${port}${probe.httpGet!.path}`);
          expect(answer.status, probe.httpGet!.path).toBe(200);
        }
        const unknown = await fetch(`http://127.0.0.1:${port}${site.prefix}no-such-probe`);
        expect(unknown.status).toBe(404);
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    },
    // Loading an app's server build takes seconds on a busy machine (CI runs the browser suites
    // beside it).
    60_000,
  );
});
