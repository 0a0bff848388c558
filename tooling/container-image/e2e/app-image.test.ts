// The root Containerfile, built and run as CI can without a registry or a container engine:
// buildah (chroot isolation) builds the image of a journal and of the publisher on the base
// images of base-image.sh, then runs each image's own command in front of the reference API and
// checks what a cluster relies on: health, readiness, a page that needs the API, an unprivileged
// process, nothing written outside /tmp, and a drain on SIGTERM that answers the request in
// flight and exits 0. The image sizes are checked against the apps' READMEs.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { run } from '@journals/commands';
import { startJournalApi } from '@journals/journal-api';
import { freePort, waitForHttp } from '@journals/playwright-config/servers';
import { siteConfigs, type SiteId } from '@journals/site-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildImage,
  createContainer,
  imageConfig,
  imageSize,
  runContainer,
  userIds,
} from '../src/buildah.ts';
import { repositoryRoot } from '../src/repository.ts';
import { startDelayedApi } from './delayed-api.ts';

const authorization = 'container-image-token';
/** One journal and the publisher: the two shapes of app (the journals share one code base). */
const imageApps: SiteId[] = ['indjece', 'publisher'];

/** A page whose content comes from the API, and a text it then shows. */
const apiBackedPage = (id: SiteId) =>
  siteConfigs[id].kind === 'publisher'
    ? { path: '', shows: '/files/indexing/' }
    : { path: 'archives', shows: 'Volume' };

const work = mkdtempSync(path.join(tmpdir(), 'container-image-'));
const isNginxMaster = (args: string[]) => args[0]?.startsWith('nginx: master process') ?? false;

let api: Awaited<ReturnType<typeof startJournalApi>>;
let delayedApi: Awaited<ReturnType<typeof startDelayedApi>>;

beforeAll(async () => {
  const started = Date.now();
  console.info(
    await run('bash', [path.join(repositoryRoot, 'tooling/container-image/base-image.sh')]),
  );
  console.info(`base images ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  api = await startJournalApi({ port: 0, dataDir: path.join(work, 'api'), authorization });
  delayedApi = await startDelayedApi(api.url, 1_500);
});

afterAll(async () => {
  await delayedApi?.close();
  await api?.close();
  // The stages' intermediate images (a gigabyte or more each run); the tagged images, the base
  // images and pnpm's store (a cache mount) stay for the next run.
  await run('buildah', ['rmi', '--prune']);
  rmSync(work, { recursive: true, force: true });
});

it('builds every app of the repository from one Containerfile', () => {
  const apps = readdirSync(path.join(repositoryRoot, 'apps'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  for (const id of imageApps) expect(apps).toContain(id);
  const containerfile = readFileSync(path.join(repositoryRoot, 'Containerfile'), 'utf8');
  expect(containerfile).toMatch(/^ARG APP$/m);
  expect(containerfile).toContain('turbo prune "@journals/${APP}" --docker');
});

describe.each(imageApps)('the image of %s', (id) => {
  const site = siteConfigs[id];
  const image = `localhost/journals/${id}:ci`;
  let config: Awaited<ReturnType<typeof imageConfig>>;

  beforeAll(async () => {
    const started = Date.now();
    await buildImage({
      context: repositoryRoot,
      containerfile: path.join(repositoryRoot, 'Containerfile'),
      tag: image,
      buildArgs: { APP: id },
    });
    const size = await imageSize(image);
    console.info(
      `${image}: built in ${((Date.now() - started) / 1000).toFixed(0)} s, ${(size / 1e6).toFixed(0)} MB, load ${readFileSync('/proc/loadavg', 'utf8').trim()}`,
    );
    config = await imageConfig(image);
  });

  it('runs as an unprivileged user, in production mode, stopped by SIGTERM, with a health check', () => {
    expect(config.User).toBe('node');
    expect(config.Env).toContain('NODE_ENV=production');
    expect(config.StopSignal).toBe('SIGTERM');
    expect(config.Healthcheck?.Test?.[0]).toBe('CMD');
    expect(config.Healthcheck?.Test?.join(' ')).toContain('/app/.healthz-path');
    expect(config.WorkingDir).toBe(`/app/apps/${id}`);
  });

  it('is the size its README records', async () => {
    const size = await imageSize(image);
    const readme = readFileSync(path.join(repositoryRoot, 'apps', id, 'README.md'), 'utf8');
    const section = /^## Container image\n([\s\S]*?)(?=^## |$(?![\s\S]))/m.exec(readme)?.[1] ?? '';
    const recorded = Number(/(\d+) MB/.exec(section)?.[1]);
    expect(recorded, `apps/${id}/README.md, Container image: the size in MB`).toBeGreaterThan(0);
    // Within a fifth: a change of that much is worth a new line in the README.
    expect(Math.abs(size / 1e6 - recorded) / recorded).toBeLessThan(0.2);
  });

  it('serves health, readiness and pages from the API as an unprivileged process, writes only /tmp and drains on SIGTERM', async () => {
    const container = await createContainer(image, `journals-${id}-ci`);
    const port = await freePort();
    const home = `http://127.0.0.1:${port}${site.prefix}`;
    const command = [...(config.Entrypoint ?? []), ...(config.Cmd ?? [])];
    const server = runContainer(container.name, command, {
      PORT: String(port),
      API_BASE_URL: `${delayedApi.url}/${id}`,
      API_AUTHORIZATION: authorization,
      // Every page asks the API: the request in flight below waits on it.
      API_CACHE_MS: '0',
    });
    try {
      await waitForHttp(`${home}healthz`, 60_000);

      const health = await fetch(`${home}healthz`);
      expect(health.status).toBe(200);
      const readiness = await fetch(`${home}readyz`);
      expect(readiness.status).toBe(200);
      const { path: pagePath, shows } = apiBackedPage(id);
      const page = await fetch(`${home}${pagePath}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(shows);

      // The image's own HEALTHCHECK command, run in the same container.
      const [, ...check] = config.Healthcheck?.Test ?? [];
      await expect(
        run('buildah', [
          'run',
          '--isolation',
          'chroot',
          '--env',
          `PORT=${port}`,
          container.name,
          '--',
          ...check,
        ]),
      ).resolves.toBeDefined();

      const pid = server.mainProcess();
      expect(pid, `the container's ${command.join(' ')}`).toBeDefined();
      const ids = userIds(pid!);
      expect(ids).toHaveLength(4);
      for (const uid of ids) expect(uid).not.toBe(0);

      // SIGTERM, as the runtime sends it (STOPSIGNAL) to the container's process, while a page
      // waits on the (now slow) API: it is answered in full, then the server exits 0.
      delayedApi.state.slow = true;
      const inFlight = fetch(`${home}${pagePath}`).then(async (answer) => ({
        status: answer.status,
        body: await answer.text(),
      }));
      await new Promise((resolve) => setTimeout(resolve, 500));
      const signalled = Date.now();
      process.kill(pid!, 'SIGTERM');
      const answered = await inFlight;
      expect(answered.status).toBe(200);
      expect(answered.body).toContain(shows);
      expect(await server.exited, server.output()).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(10_000);
      expect(server.output()).toContain('SIGTERM');

      // What the container wrote over its image: nothing but /tmp (and the /run buildah adds).
      const written = readdirSync(await container.writtenFiles());
      for (const entry of written) expect(['tmp', 'run']).toContain(entry);
    } finally {
      delayedApi.state.slow = false;
      const pid = server.mainProcess();
      if (pid) process.kill(pid, 'SIGKILL');
      await server.exited;
      await container.remove();
    }
  });
});

describe('the image of the shared nginx', () => {
  const image = 'localhost/journals/nginx:ci';

  beforeAll(async () => {
    const started = Date.now();
    await buildImage({
      context: repositoryRoot,
      containerfile: path.join(repositoryRoot, 'deploy/nginx/Containerfile'),
      tag: image,
    });
    console.info(
      `${image}: built in ${((Date.now() - started) / 1000).toFixed(0)} s, ${((await imageSize(image)) / 1e6).toFixed(0)} MB, load ${readFileSync('/proc/loadavg', 'utf8').trim()}`,
    );
  });

  it('routes each prefix to the upstreams given at start, as an unprivileged process writing only /tmp', async () => {
    const config = await imageConfig(image);
    expect(config.User).toBe('www-data');
    expect(config.StopSignal).toBe('SIGQUIT');

    // The two app images built above, each its own container, and nginx in front of them; the
    // journal without a server of its own here gets a port nothing listens on.
    const apps = await Promise.all(
      imageApps.map(async (id) => ({
        id,
        port: await freePort(),
        container: await createContainer(`localhost/journals/${id}:ci`, `journals-${id}-nginx-ci`),
      })),
    );
    const nginx = await createContainer(image, 'journals-nginx-ci');
    const port = await freePort();
    const unused = await freePort();
    const servers = apps.map(({ id, port: appPort, container }) => {
      const appConfig = imageConfig(`localhost/journals/${id}:ci`);
      return appConfig.then((appImage) =>
        runContainer(container.name, [...(appImage.Cmd ?? [])], {
          PORT: String(appPort),
          PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
          API_BASE_URL: `${api.url}/${id}`,
          API_AUTHORIZATION: authorization,
        }),
      );
    });
    const running = await Promise.all(servers);
    const upstreams = Object.fromEntries(
      Object.keys(siteConfigs).map((id) => [
        `UPSTREAM_${id.toUpperCase()}`,
        `127.0.0.1:${apps.find((app) => app.id === id)?.port ?? unused}`,
      ]),
    );
    const proxy = runContainer(nginx.name, config.Cmd ?? [], { ...upstreams, PORT: String(port) });
    try {
      for (const app of apps) {
        await waitForHttp(
          `http://127.0.0.1:${app.port}${siteConfigs[app.id].prefix}healthz`,
          60_000,
        );
      }
      await waitForHttp(`http://127.0.0.1:${port}/healthz`, 30_000);

      for (const id of imageApps) {
        const readiness = await fetch(`http://127.0.0.1:${port}${siteConfigs[id].prefix}readyz`);
        expect(readiness.status, id).toBe(200);
      }
      for (const id of imageApps) {
        const { path: pagePath, shows } = apiBackedPage(id);
        const page = await fetch(`http://127.0.0.1:${port}${siteConfigs[id].prefix}${pagePath}`);
        expect(page.status, id).toBe(200);
        expect(page.headers.get('x-cache-status'), id).toBeTruthy();
        expect(page.headers.get('content-security-policy'), id).toContain("'nonce-");
        expect(await page.text(), id).toContain(shows);
      }
      const bare = await fetch(`http://127.0.0.1:${port}/indjece`, { redirect: 'manual' });
      expect(bare.status).toBe(301);
      expect(new URL(bare.headers.get('location') ?? '', `http://127.0.0.1:${port}`).pathname).toBe(
        '/indjece/',
      );

      const master = proxy.mainProcess(isNginxMaster);
      expect(master, proxy.output()).toBeDefined();
      for (const uid of userIds(master!)) expect(uid).toBe(33);

      process.kill(master!, 'SIGQUIT');
      expect(await proxy.exited, proxy.output()).toBe(0);
      const written = readdirSync(await nginx.writtenFiles());
      for (const entry of written) expect(['tmp', 'run']).toContain(entry);
    } finally {
      // SIGTERM: nginx's fast stop, which ends its workers too.
      const master = proxy.mainProcess(isNginxMaster);
      if (master) process.kill(master, 'SIGTERM');
      await proxy.exited;
      for (const server of running) {
        const pid = server.mainProcess();
        if (pid) process.kill(pid, 'SIGTERM');
        await server.exited;
      }
      await nginx.remove();
      for (const app of apps) await app.container.remove();
    }
  });
});
