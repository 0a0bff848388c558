// The composition `pnpm start` serves (through start.ts, which sets production mode first): the
// reference API (seeded on first run), every built app and the built Storybook on one address,
// through the apps' own server (@journals/app-server). On SIGTERM or SIGINT it answers the
// requests in flight, then closes the API and exits.
import { existsSync } from 'node:fs';
import { serveApps, type StaticSite } from '@journals/app-server';
import { startJournalApi } from '@journals/journal-api';
import { isBuilt, loadBuiltApps } from './compose.ts';
import {
  exportApiEnvironment,
  exportPublicOrigin,
  readStartConfig,
  siteApps,
  storybookFolder,
} from './config.ts';

const config = readStartConfig();
const api = await startJournalApi({
  port: config.apiPort,
  authorization: config.authorization,
  ...(config.dataDir ? { dataDir: config.dataDir } : {}),
});
exportApiEnvironment(api.url, config.authorization);
exportPublicOrigin(config.publicOrigin);

const built = siteApps.filter((app) => isBuilt(app.appDir));
if (built.length === 0) {
  console.error('No app is built: run `pnpm build` first (the root `pnpm start` does).');
  await api.close();
  process.exit(1);
}

const storybook: StaticSite[] = existsSync(storybookFolder)
  ? [{ prefix: '/storybook/', dir: storybookFolder }]
  : [];

await serveApps({
  apps: await loadBuiltApps(built),
  staticSites: storybook,
  host: config.host,
  port: config.port,
  publicOrigin: config.publicOrigin,
  trustedProxies: config.trustedProxies,
  afterClose: () => api.close(),
});

const origin = `http://${config.host}:${config.port}`;
console.info(`Journal websites on ${origin} (public origin ${config.publicOrigin})`);
for (const app of built) console.info(`  ${origin}${app.prefix}`);
console.info(
  storybook.length > 0
    ? `Design system (Storybook) on ${origin}/storybook/`
    : 'No Storybook: `pnpm build-storybook` builds it (the root `pnpm start` does).',
);
console.info(`Reference API on ${api.url}`);
