// Starts the reference API on a fresh seeded database and the built app in front of it, on
// free ports, as in production; and a second instance of the app whose API is down (nothing
// listens on its port), for the pages a failing API gives.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startJournalApi } from '@journals/journal-api';
import { freePort, startAppServer } from '@journals/playwright-config/servers';
import { e2eAuthorization, publishOrigin } from './env.ts';

const appDir = fileURLToPath(new URL('..', import.meta.url));

export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'indjece-e2e-'));
  const api = await startJournalApi({ port: 0, dataDir, authorization: e2eAuthorization });
  const app = await startAppServer({
    appDir,
    port: await freePort(),
    prefix: '/indjece/',
    env: { API_BASE_URL: `${api.url}/indjece`, API_AUTHORIZATION: e2eAuthorization },
  });
  const appWithApiDown = await startAppServer({
    appDir,
    port: await freePort(),
    prefix: '/indjece/',
    env: {
      API_BASE_URL: `http://127.0.0.1:${await freePort()}/indjece`,
      API_AUTHORIZATION: e2eAuthorization,
    },
  });
  publishOrigin(app.url, appWithApiDown.url);
  return async () => {
    await appWithApiDown.stop();
    await app.stop();
    await api.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
