// The production shape on free ports, for the page-cache, failover and load tests and benchmarks:
// the reference API (seeded in a temporary folder), every site's built app server as production
// runs it (@journals/app-server's journal-app-server), one or more instances per site, and nginx
// with the production config in front of them: on plain http, or on https with a self-signed
// certificate (plain http then redirecting to it).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startJournalApi } from '@journals/journal-api';
import { freePort, startAppServer } from '@journals/playwright-config/servers';
import { isBuilt } from './compose.ts';
import { siteApps } from './config.ts';
import { startNginx } from './nginx-process.ts';
import { createSelfSignedCertificate } from './tls-certificate.ts';

export interface ProductionStack {
  /** nginx's plain http address: `http://127.0.0.1:<port>` (with `tls`, it redirects to https). */
  proxyUrl: string;
  /** With `tls`, nginx's https address, the apps' public origin: `https://localhost:<port>`. */
  httpsUrl?: string;
  /** With `tls`, the self-signed certificate (PEM) of `httpsUrl`: the CA a client trusts. */
  certificatePath?: string;
  /** Each site's (first) app server, by site id: `http://127.0.0.1:<port>`. */
  appUrls: Record<string, string>;
  /** The process ids of each site's app server instances, by site id. */
  appPids: Record<string, number[]>;
  /** Stops one site's app server (nginx keeps running, as in an outage). */
  stopApp(site: string): Promise<void>;
  stop(): Promise<void>;
}

const authorization = 'production-stack-token';

interface AppInstance {
  url: string;
  pid: number | undefined;
  stop(): Promise<void>;
}

export interface ProductionStackOptions {
  /** Instances per site behind its upstream, by site id (default 1). */
  instances?: Record<string, number>;
  /** nginx serves the sites over https too, with a self-signed certificate (default false). */
  tls?: boolean;
}

/** nginx's ports, and the origin readers (and the apps' canonical links) use. */
async function proxyAddress(dataDir: string, tls: boolean) {
  const port = await freePort();
  if (!tls) return { port, publicOrigin: `http://127.0.0.1:${port}` };
  const tlsPort = await freePort();
  return {
    port,
    tls: { port: tlsPort, ...createSelfSignedCertificate(dataDir) },
    publicOrigin: `https://localhost:${tlsPort}`,
  };
}

/** `appEnv` is added to every app server's environment (e.g. PAGE_CACHE_SECONDS). */
export async function startProductionStack(
  appEnv: Record<string, string> = {},
  options: ProductionStackOptions = {},
): Promise<ProductionStack> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'journals-production-stack-'));
  const api = await startJournalApi({ port: 0, dataDir, authorization });
  const apps = new Map<string, AppInstance[]>();
  const stopAll = async () => {
    for (const app of [...apps.values()].flat()) await app.stop();
    await api.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const upstreams: Record<string, string[]> = {};
    // Readers come through nginx: its address (https with TLS) is the apps' public origin.
    const proxy = await proxyAddress(dataDir, options.tls ?? false);
    for (const { id, prefix, appDir } of siteApps) {
      if (!isBuilt(appDir)) throw new Error(`${id} is not built: run pnpm build first.`);
      const env = {
        API_BASE_URL: `${api.url}/${id}`,
        API_AUTHORIZATION: authorization,
        PUBLIC_ORIGIN: proxy.publicOrigin,
      };
      const instances: AppInstance[] = [];
      apps.set(id, instances);
      for (let n = 0; n < (options.instances?.[id] ?? 1); n += 1) {
        const port = await freePort();
        instances.push(await startAppServer({ appDir, port, prefix, env: { ...env, ...appEnv } }));
      }
      upstreams[id] = instances.map((app) => app.url.replace('http://', ''));
    }
    const nginx = await startNginx({ port: proxy.port, tls: proxy.tls, upstreams });
    return {
      proxyUrl: nginx.url,
      httpsUrl: nginx.httpsUrl,
      certificatePath: proxy.tls?.certificate,
      appUrls: Object.fromEntries([...apps].map(([id, [first]]) => [id, first?.url ?? ''])),
      appPids: Object.fromEntries(
        [...apps].map(([id, instances]) => [
          id,
          instances.flatMap((app) => (app.pid === undefined ? [] : [app.pid])),
        ]),
      ),
      async stopApp(site) {
        for (const app of apps.get(site) ?? []) await app.stop();
      },
      async stop() {
        await nginx.stop();
        await stopAll();
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
