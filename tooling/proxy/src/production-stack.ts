// The production shape on free ports, for the page-cache test and benchmark: the reference API
// (seeded in a temporary folder), every site's built app server as production runs it
// (@journals/app-server's journal-app-server) and nginx with the production config in front of them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startJournalApi } from '@journals/journal-api';
import { freePort, startAppServer } from '@journals/playwright-config/servers';
import { isBuilt } from './compose.ts';
import { siteApps } from './config.ts';
import { startNginx } from './nginx-process.ts';

export interface ProductionStack {
  /** nginx's address: `http://127.0.0.1:<port>`. */
  proxyUrl: string;
  /** Each site's app server, by site id: `http://127.0.0.1:<port>`. */
  appUrls: Record<string, string>;
  /** Stops one site's app server (nginx keeps running, as in an outage). */
  stopApp(site: string): Promise<void>;
  stop(): Promise<void>;
}

const authorization = 'production-stack-token';

/** `appEnv` is added to every app server's environment (e.g. PAGE_CACHE_SECONDS). */
export async function startProductionStack(
  appEnv: Record<string, string> = {},
): Promise<ProductionStack> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'journals-production-stack-'));
  const api = await startJournalApi({ port: 0, dataDir, authorization });
  const apps = new Map<string, { url: string; stop(): Promise<void> }>();
  const stopAll = async () => {
    for (const app of apps.values()) await app.stop();
    await api.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const upstreams: Record<string, string[]> = {};
    for (const { id, prefix, appDir } of siteApps) {
      if (!isBuilt(appDir)) throw new Error(`${id} is not built: run pnpm build first.`);
      const port = await freePort();
      upstreams[id] = [`127.0.0.1:${port}`];
      const env = { API_BASE_URL: `${api.url}/${id}`, API_AUTHORIZATION: authorization };
      apps.set(id, await startAppServer({ appDir, port, prefix, env: { ...env, ...appEnv } }));
    }
    const nginx = await startNginx({ port: await freePort(), upstreams });
    return {
      proxyUrl: nginx.url,
      appUrls: Object.fromEntries([...apps].map(([id, app]) => [id, app.url])),
      async stopApp(site) {
        await apps.get(site)?.stop();
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
