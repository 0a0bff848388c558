// Starts the reference API, every site's built app server (its own `start`, as in production,
// with nginx's address as its public origin) and Debian's nginx with the production config in
// front of them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startAppServer } from '@journals/playwright-config/servers';
import { startJournalApi } from '@journals/journal-api';
import { isBuilt } from '../src/compose.ts';
import { siteApps } from '../src/config.ts';
import { startNginx } from '../src/nginx-process.ts';
import { publishAppServers, publishProxy } from './env.ts';

const authorization = 'e2e-proxy-token';

export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'journals-proxy-e2e-'));
  const api = await startJournalApi({ port: 0, dataDir, authorization });
  const stops: (() => Promise<void>)[] = [];
  /** Each site's app server, reached directly (not through nginx). */
  const appServers: Record<string, string> = {};
  const upstreams: Record<string, string[]> = {};
  const nginxPort = await freePort();
  const publicOrigin = `http://127.0.0.1:${nginxPort}`;

  for (const { id: site, prefix, appDir } of siteApps) {
    const port = await freePort();
    upstreams[site] = [`127.0.0.1:${port}`];
    if (!isBuilt(appDir)) throw new Error(`${site} is not built: run pnpm build first.`);
    const app = await startAppServer({
      appDir,
      port,
      prefix,
      env: {
        API_BASE_URL: `${api.url}/${site}`,
        API_AUTHORIZATION: authorization,
        PUBLIC_ORIGIN: publicOrigin,
      },
    });
    stops.push(app.stop);
    appServers[site] = app.url;
  }

  const nginx = await startNginx({ port: nginxPort, upstreams });
  publishProxy(nginx.url);
  publishAppServers(appServers);

  return async () => {
    await nginx.stop();
    for (const stop of stops) await stop();
    await api.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
