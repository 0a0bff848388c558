// The root Containerfile, built and run as CI can without a registry or a container engine:
// buildah (chroot isolation) builds the image of every app (each journal, the publisher) on the base
// images of base-image.sh, then runs each image's own command in front of the reference API and
// checks what a cluster relies on: health, readiness, a page that needs the API, an unprivileged
// process, nothing written outside /tmp, and a drain on SIGTERM that answers the request in
// flight and exits 0. Each app image stays within its size budget (src/image-budget.ts). nginx's
// image runs in front of them with a self-signed certificate: https, the redirect of http, and the
// apps' pages, policy and compressed bytes passed through its cache as they are.
import { createHash } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { get as httpGet, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { get as httpsGet } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect as connectTls } from 'node:tls';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { strictTransportSecurity } from '@journals/app-server/security-headers';
import { run } from '@journals/commands';
import { startJournalApi } from '@journals/journal-api';
import { freePort, waitForHttp } from '@journals/playwright-config/servers';
import { createSelfSignedCertificate } from '@journals/proxy/tls-certificate';
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
import { appImageBudgetMegabytes } from '../src/image-budget.ts';
import { nginxTls } from '../src/nginx-image.ts';
import { repositoryRoot } from '../src/repository.ts';
import { startDelayedApi } from './delayed-api.ts';

const authorization = 'container-image-token';
/** Every app of the repository: each journal's image and the publisher's. */
const imageApps: SiteId[] = ['indjeee', 'indjece', 'publisher'];

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
    await run('bash', [path.join(repositoryRoot, 'tooling/checks/container-image/base-image.sh')]),
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
  expect(apps.sort()).toEqual([...imageApps].sort());
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

  it('stays within the size budget of an app image', async () => {
    const megabytes = (await imageSize(image)) / 1e6;
    console.info(
      `${image}: ${megabytes.toFixed(0)} MB uncompressed, budget ${appImageBudgetMegabytes} MB`,
    );
    expect(
      megabytes,
      `${image} in MB, over its budget (tooling/checks/container-image/src/image-budget.ts)`,
    ).toBeLessThanOrEqual(appImageBudgetMegabytes);
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
      const page = await pageShowing(`${home}${pagePath}`, shows);
      expect(page.status).toBe(200);
      expect(page.body.toString('utf8')).toContain(shows);

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
  const tlsFolder = path.join(work, 'tls');
  let config: Awaited<ReturnType<typeof imageConfig>>;
  let ca: string;

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
    config = await imageConfig(image);

    // A self-signed certificate for localhost and 127.0.0.1, as a kubernetes.io/tls Secret holds
    // one: the files tls.crt and tls.key, of group 33 (the pod's fsGroup) and mode 0440.
    mkdirSync(tlsFolder);
    const { certificate, certificateKey: key } = createSelfSignedCertificate(tlsFolder, {
      certificate: nginxTls.certificate,
      certificateKey: nginxTls.key,
    });
    for (const file of [certificate, key]) {
      chownSync(file, 0, 33);
      chmodSync(file, 0o440);
    }
    ca = readFileSync(certificate, 'utf8');
  });

  /** Each site's upstream variable: the app containers' ports, or one nothing listens on. */
  const upstreamsFor = (ports: Partial<Record<SiteId, number>>, unused: number) =>
    Object.fromEntries(
      Object.keys(siteConfigs).map((id) => [
        `UPSTREAM_${id.toUpperCase()}`,
        `127.0.0.1:${ports[id as SiteId] ?? unused}`,
      ]),
    );

  it('refuses to start without its certificate', async () => {
    const nginx = await createContainer(image, 'journals-nginx-no-tls-ci');
    try {
      const unused = await freePort();
      const proxy = runContainer(nginx.name, config.Cmd ?? [], {
        ...upstreamsFor({}, unused),
        PORT: String(await freePort()),
        HTTPS_PORT: String(await freePort()),
      });
      expect(await proxy.exited, proxy.output()).toBe(2);
      expect(proxy.output()).toContain(
        `cannot read ${nginxTls.folder}/${nginxTls.certificate}: mount the certificate`,
      );
    } finally {
      await nginx.remove();
    }
  });

  it('serves each prefix over https from the upstreams given at start, redirects http, passes the pages through as the apps sent them, as an unprivileged process writing only /tmp', async () => {
    expect(config.User).toBe('www-data');
    expect(config.StopSignal).toBe('SIGQUIT');

    // Every app image built above, each its own container, and nginx in front of them.
    const apps = await Promise.all(
      imageApps.map(async (id) => ({
        id,
        port: await freePort(),
        container: await createContainer(`localhost/journals/${id}:ci`, `journals-${id}-nginx-ci`),
      })),
    );
    const nginx = await createContainer(image, 'journals-nginx-ci');
    const port = await freePort();
    const httpsPort = await freePort();
    const https = `https://127.0.0.1:${httpsPort}`;
    const servers = apps.map(({ id, port: appPort, container }) => {
      const appConfig = imageConfig(`localhost/journals/${id}:ci`);
      return appConfig.then((appImage) =>
        runContainer(container.name, [...(appImage.Cmd ?? [])], {
          PORT: String(appPort),
          PUBLIC_ORIGIN: https,
          API_BASE_URL: `${api.url}/${id}`,
          API_AUTHORIZATION: authorization,
        }),
      );
    });
    const running = await Promise.all(servers);
    const upstreams = upstreamsFor(
      Object.fromEntries(apps.map((app) => [app.id, app.port])),
      await freePort(),
    );
    const mounts = { [nginxTls.folder]: tlsFolder };
    // Outside a Service, readers reach https on the container's own port.
    const ports = {
      PORT: String(port),
      HTTPS_PORT: String(httpsPort),
      PUBLIC_HTTPS_PORT: String(httpsPort),
    };
    let proxy = runContainer(nginx.name, config.Cmd ?? [], { ...upstreams, ...ports }, mounts);
    try {
      for (const app of apps) {
        await waitForHttp(
          `http://127.0.0.1:${app.port}${siteConfigs[app.id].prefix}healthz`,
          60_000,
        );
      }
      await waitForHttp(`http://127.0.0.1:${port}/healthz`, 30_000);
      // Each app's API-backed page, from the app itself, until it shows what the API gives: nginx
      // would keep a first page that went out without it for its few seconds.
      for (const app of apps) {
        const { path: pagePath, shows } = apiBackedPage(app.id);
        await pageShowing(
          `http://127.0.0.1:${app.port}${siteConfigs[app.id].prefix}${pagePath}`,
          shows,
        );
      }

      // TLS 1.3 (1.2 at least) with HTTP/2 offered.
      const session = await tlsSession(httpsPort, ca);
      expect(session.alpnProtocol).toBe('h2');
      expect(['TLSv1.2', 'TLSv1.3']).toContain(session.protocol);

      const pages: { address: string; shows: string }[] = [];
      for (const id of imageApps) {
        const { prefix } = siteConfigs[id];
        const { path: pagePath, shows } = apiBackedPage(id);
        pages.push({ address: `${prefix}${pagePath}`, shows });

        // http: the same address and query on https, and no HSTS over plain http.
        const address = `${prefix}${pagePath}?page=2&sort=newest`;
        const plain = await get(`http://127.0.0.1:${port}${address}`);
        expect(plain.status, id).toBe(301);
        expect(plain.headers.location, id).toBe(`${https}${address}`);
        expect(plain.headers['strict-transport-security'], id).toBeUndefined();

        const readiness = await get(`${https}${prefix}readyz`, { ca });
        expect(readiness.status, id).toBe(200);
      }
      // A journal's paper list, as its archive links it: a page that runs inline scripts.
      const archive = await get(`${https}/indjece/archives`, { ca });
      const paperList = /href="(\/indjece\/archives\/paperlist\?[^"]+)"/
        .exec(archive.body.toString('utf8'))?.[1]
        ?.replaceAll('&amp;', '&');
      expect(paperList, 'a paper list linked from /indjece/archives').toBeDefined();
      pages.push({ address: paperList!, shows: 'Volume' });

      const hashed: string[] = [];
      const scriptless: [what: string, scriptSources: string][] = [];
      for (const { address, shows } of pages) {
        // Each encoding a reader may ask for (a browser's list asks for br), twice: the second
        // is the cached copy, in the same encoding, the same bytes and the same policy.
        const asked = [
          { acceptEncoding: 'gzip, deflate, br, zstd', encoding: 'br' },
          { acceptEncoding: 'gzip', encoding: 'gzip' },
        ];
        for (const { acceptEncoding, encoding } of asked) {
          const what = `${address} in ${encoding}`;
          const headers = { 'accept-encoding': acceptEncoding };
          const first = await get(`${https}${address}`, { ca, headers });
          const second = await get(`${https}${address}`, { ca, headers });
          for (const answer of [first, second]) {
            expect(answer.status, what).toBe(200);
            expect(answer.headers['content-encoding'], what).toBe(encoding);
            expect(answer.headers.vary, what).toMatch(/accept-encoding/i);
            expect(answer.headers['strict-transport-security'], what).toBe(
              strictTransportSecurity.value,
            );
          }
          expect(second.headers['x-cache-status'], what).toBe('HIT');
          expect(second.body.equals(first.body), what).toBe(true);
          const policy = String(second.headers['content-security-policy']);
          expect(first.headers['content-security-policy'], what).toBe(policy);

          // The app's hash-based policy, passed through: every inline script of the page named
          // by its hash, no nonce, no 'unsafe-inline' for scripts, nothing at all on a page
          // without script.
          const html = decode(second.body, encoding);
          expect(html, what).toContain(shows);
          expect(policy, what).not.toContain("'nonce-");
          expect(html, what).not.toMatch(/\snonce=|csp-nonce/);
          const scriptSources = directive(policy, 'script-src');
          expect(scriptSources, what).not.toContain("'unsafe-inline'");
          const hashes = inlineScriptHashes(html);
          for (const hash of hashes) expect(scriptSources, what).toContain(`'${hash}'`);
          if (hashes.length > 0) hashed.push(address);
          if (hashes.length === 0 && !/<script\b[^>]*\ssrc=/.test(html)) {
            scriptless.push([what, scriptSources]);
          }
        }
      }
      expect(hashed, 'the pages with inline scripts').toContain(paperList);
      // A page without any script allows none.
      for (const [what, scriptSources] of scriptless) expect(scriptSources, what).toBe("'none'");
      const bare = await get(`${https}/indjece`, { ca });
      expect(bare.status).toBe(301);
      expect(new URL(bare.headers.location ?? '', https).pathname).toBe('/indjece/');

      let master = proxy.mainProcess(isNginxMaster);
      expect(master, proxy.output()).toBeDefined();
      for (const uid of userIds(master!)) expect(uid).toBe(33);
      process.kill(master!, 'SIGQUIT');
      expect(await proxy.exited, proxy.output()).toBe(0);

      // TLS=off, behind a load balancer that terminates TLS: the sites over plain http, no HSTS,
      // no certificate needed.
      proxy = runContainer(nginx.name, config.Cmd ?? [], {
        ...upstreams,
        PORT: String(port),
        TLS: 'off',
      });
      await waitForHttp(`http://127.0.0.1:${port}/healthz`, 30_000);
      const plainPolicies = new Map<string, string>();
      for (const { address, shows } of pages) {
        const page = await get(`http://127.0.0.1:${port}${address}`, {
          headers: { 'accept-encoding': 'br' },
        });
        expect(page.status, address).toBe(200);
        expect(page.headers['content-encoding'], address).toBe('br');
        expect(page.headers['strict-transport-security'], address).toBeUndefined();
        const policy = String(page.headers['content-security-policy']);
        expect(policy, address).not.toContain("'nonce-");
        plainPolicies.set(address, policy);
        expect(decode(page.body, 'br'), address).toContain(shows);
      }
      expect(plainPolicies.get(paperList ?? ''), paperList).toContain("'sha256-");
      master = proxy.mainProcess(isNginxMaster);
      expect(master, proxy.output()).toBeDefined();
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

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent, still compressed. */
  body: Buffer;
}

/** A GET over http or https (trusting `ca`), with the body as it came: not decompressed. */
function get(
  url: string,
  options: { ca?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const answered = (response: IncomingMessage) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('error', reject);
      response.once('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    };
    const request = url.startsWith('https:')
      ? httpsGet(url, { ca: options.ca, headers: options.headers, agent: false }, answered)
      : httpGet(url, { headers: options.headers, agent: false }, answered);
    request.once('error', reject);
  });
}

/**
 * The page at `address` once it shows `text`. A process just started may answer its first page
 * without a part the API gives (the publisher's home waits at most 300 ms for its partners, and
 * tells caches to keep that page for seconds only); within 30 s it has it.
 */
async function pageShowing(address: string, text: string): Promise<Answer> {
  await expect
    .poll(async () => (await get(address)).body.toString('utf8'), {
      timeout: 30_000,
      interval: 250,
    })
    .toContain(text);
  return get(address);
}

/** The TLS version and the application protocol nginx picks when a client offers h2. */
function tlsSession(port: number, ca: string) {
  return new Promise<{ protocol: string | null; alpnProtocol: string | false | null }>(
    (resolve, reject) => {
      const socket = connectTls(
        { host: '127.0.0.1', port, ca, ALPNProtocols: ['h2', 'http/1.1'] },
        () => {
          resolve({ protocol: socket.getProtocol(), alpnProtocol: socket.alpnProtocol });
          socket.end();
        },
      );
      socket.once('error', reject);
    },
  );
}

function decode(body: Buffer, encoding: string): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

/** A directive's sources in a Content-Security-Policy ('' when the policy has none). */
function directive(policy: string, name: string): string {
  const found = policy
    .split(';')
    .map((entry) => entry.trim())
    .find((entry) => entry.split(/\s+/)[0] === name);
  return found?.slice(name.length).trim() ?? '';
}

/**
 * The CSP hash (`sha256-<base64>`) of each inline script the browser runs: no `src`, and a
 * JavaScript type or none (JSON and other data blocks are not scripts).
 */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => {
      if (/\ssrc=/.test(attributes)) return false;
      const type = /\stype="([^"]*)"/.exec(attributes)?.[1];
      return type === undefined || type === 'module' || type === 'text/javascript';
    })
    .map(([, , content = '']) => `sha256-${createHash('sha256').update(content).digest('base64')}`);
}
