// Starts, on free ports and fresh data folders, what the specs talk to: the reference API seeded
// as usual and the built app in front of it, as in production; the same app in front of an API
// that is down (nothing listens on its port); and the same app in front of an API whose
// journals have no issue yet (the header's Current Issue link then stays on the index).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startJournalApi } from '@journals/journal-api';
import { freePort, startAppServer } from '@journals/playwright-config/servers';
import { siteConfigs } from '@journals/site-config';
import { e2eAuthorization, publishApiBase, publishOrigins, suiteTarget } from './env.ts';

export default async function globalSetup() {
  const { site, appDir } = suiteTarget();
  const { prefix, apiBasePath } = siteConfigs[site];
  const seededDir = mkdtempSync(path.join(tmpdir(), `${site}-e2e-seeded-`));
  const emptyDir = mkdtempSync(path.join(tmpdir(), `${site}-e2e-empty-`));
  const [seeded, empty] = await Promise.all([
    startJournalApi({ port: 0, dataDir: seededDir, authorization: e2eAuthorization }),
    startJournalApi({
      port: 0,
      dataDir: emptyDir,
      authorization: e2eAuthorization,
      seed: { papers: 0 },
    }),
  ]);
  const appOn = async (apiBaseUrl: string) =>
    startAppServer({
      appDir,
      port: await freePort(),
      prefix,
      env: { API_BASE_URL: apiBaseUrl, API_AUTHORIZATION: e2eAuthorization },
    });
  const apps = await Promise.all([
    appOn(`${seeded.url}${apiBasePath}`),
    appOn(`http://127.0.0.1:${await freePort()}${apiBasePath}`),
    appOn(`${empty.url}${apiBasePath}`),
  ]);
  const [app, apiDown, emptyArchive] = apps;
  publishOrigins({ app: app.url, apiDown: apiDown.url, emptyArchive: emptyArchive.url });
  publishApiBase(`${seeded.url}${apiBasePath}`);

  return async () => {
    await Promise.all(apps.map((started) => started.stop()));
    await Promise.all([seeded.close(), empty.close()]);
    for (const folder of [seededDir, emptyDir]) rmSync(folder, { recursive: true, force: true });
  };
}
