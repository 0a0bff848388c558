// Starts the reference API, the built app servers (react-router-serve, as in production) and
// Debian's nginx with the production config in front of them. Sites whose app does not exist
// yet get a marker server that answers with its name, so the routing is still checked.
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startAppServer } from '@journals/playwright-config/servers';
import { startJournalApi } from '@journals/journal-api';
import { isBuilt } from '../src/compose.ts';
import { siteApps } from '../src/config.ts';
import { startNginx } from '../src/nginx-process.ts';
import { publishProxy } from './env.ts';

const authorization = 'e2e-proxy-token';

function startMarker(site: string, port: number): Promise<Server> {
  const server = createServer((_request, response) => {
    response.setHeader('content-type', 'text/plain');
    response.end(`upstream:${site}`);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'journals-proxy-e2e-'));
  const api = await startJournalApi({ port: 0, dataDir, authorization });
  const stops: (() => Promise<void>)[] = [];
  const upstreams: Record<string, string[]> = {};
  const realSites: string[] = [];

  for (const { id: site, prefix, appDir } of siteApps) {
    const port = await freePort();
    upstreams[site] = [`127.0.0.1:${port}`];
    if (isBuilt(appDir)) {
      const app = await startAppServer({
        appDir,
        port,
        prefix,
        env: { API_BASE_URL: `${api.url}/${site}`, API_AUTHORIZATION: authorization },
      });
      stops.push(app.stop);
      realSites.push(site);
    } else {
      const marker = await startMarker(site, port);
      stops.push(() => new Promise((resolve) => marker.close(() => resolve())));
    }
  }

  const nginx = await startNginx({ port: await freePort(), upstreams });
  publishProxy(nginx.url, realSites);

  return async () => {
    await nginx.stop();
    for (const stop of stops) await stop();
    await api.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
