// Starts the reference API, the built app servers (react-router-serve, as in production) and
// Debian's nginx with the production config in front of them. Sites whose app does not exist
// yet get a marker server that answers with its name, so the routing is still checked.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startJournalApi } from '@journals/journal-api';
import { isBuilt, serverBuildPath } from '../src/compose.ts';
import { appFolders } from '../src/config.ts';
import { freePort, waitForHttp } from '../src/free-port.ts';
import { startNginx } from '../src/nginx-process.ts';
import { appServerBaseEnvironment, publishProxy } from './env.ts';

type Site = keyof typeof appFolders;
const authorization = 'e2e-proxy-token';

function startMarker(site: Site, port: number): Promise<Server> {
  const server = createServer((_request, response) => {
    response.setHeader('content-type', 'text/plain');
    response.end(`upstream:${site}`);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

function startAppServer(site: Site, port: number, apiUrl: string): ChildProcess {
  const appDir = appFolders[site];
  return spawn(
    process.execPath,
    [path.join(appDir, 'node_modules', '@react-router', 'serve', 'bin.cjs'), serverBuildPath(appDir)],
    {
      cwd: appDir,
      env: {
        ...appServerBaseEnvironment(),
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        API_BASE_URL: `${apiUrl}/${site}`,
        API_AUTHORIZATION: authorization,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'journals-proxy-e2e-'));
  const api = await startJournalApi({ port: 0, dataDir, authorization });
  const children: ChildProcess[] = [];
  const markers: Server[] = [];
  const upstreams = {} as Record<Site, string>;
  const realSites: Site[] = [];

  for (const site of Object.keys(appFolders) as Site[]) {
    const port = await freePort();
    upstreams[site] = `127.0.0.1:${port}`;
    if (isBuilt(appFolders[site])) {
      children.push(startAppServer(site, port, api.url));
      await waitForHttp(`http://127.0.0.1:${port}/`);
      realSites.push(site);
    } else {
      markers.push(await startMarker(site, port));
    }
  }

  const nginx = await startNginx({ port: await freePort(), upstreams });
  publishProxy(nginx.url, realSites);

  return async () => {
    await nginx.stop();
    for (const child of children) child.kill('SIGTERM');
    for (const marker of markers) marker.close();
    await api.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
