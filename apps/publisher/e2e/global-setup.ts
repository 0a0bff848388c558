// Starts the reference API on a fresh seeded database and the built app in front of it, on free
// ports, as in production; and a second app server whose API base is a closed port, for the
// pages that must still answer when the API fails.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startJournalApi } from '@journals/journal-api';
import { freePort, startAppServer } from '@journals/playwright-config/servers';
import { e2eAuthorization, publishOrigins } from './env.ts';

const appDir = fileURLToPath(new URL('..', import.meta.url));

export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'publisher-e2e-'));
  const api = await startJournalApi({ port: 0, dataDir, authorization: e2eAuthorization });
  const app = await startAppServer({
    appDir,
    port: await freePort(),
    env: { API_BASE_URL: `${api.url}/publisher`, API_AUTHORIZATION: e2eAuthorization },
  });
  // A port the OS just reported free and nobody listens on: every call is refused.
  const closedPort = await freePort();
  const apiDown = await startAppServer({
    appDir,
    port: await freePort(),
    env: {
      API_BASE_URL: `http://127.0.0.1:${closedPort}/publisher`,
      API_AUTHORIZATION: e2eAuthorization,
    },
  });
  publishOrigins({ app: app.url, apiDown: apiDown.url });
  return async () => {
    await apiDown.stop();
    await app.stop();
    await api.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
