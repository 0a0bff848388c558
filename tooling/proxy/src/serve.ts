// The composition `pnpm start` serves (through start.ts, which sets production mode first): the
// reference API (seeded on first run), every built app and the built Storybook on one address.
import { existsSync } from 'node:fs';
import { startJournalApi } from '@journals/journal-api';
import { composeApps, isBuilt, type BuiltApp, type StaticSite } from './compose.ts';
import { exportApiEnvironment, readStartConfig, siteApps, storybookFolder } from './config.ts';

const config = readStartConfig();
const api = await startJournalApi({
  port: config.apiPort,
  authorization: config.authorization,
  ...(config.dataDir ? { dataDir: config.dataDir } : {}),
});
exportApiEnvironment(api.url, config.authorization);

const built: BuiltApp[] = siteApps.filter((app) => isBuilt(app.appDir));
if (built.length === 0) {
  console.error('No app is built: run `pnpm build` first (the root `pnpm start` does).');
  process.exit(1);
}

const storybook: StaticSite[] = existsSync(storybookFolder)
  ? [{ prefix: '/storybook/', dir: storybookFolder }]
  : [];

const server = (await composeApps(built, storybook)).listen(config.port, config.host, () => {
  const origin = `http://${config.host}:${config.port}`;
  console.info(`Journal websites on ${origin}`);
  for (const app of built) console.info(`  ${origin}${app.prefix}`);
  console.info(
    storybook.length > 0
      ? `Design system (Storybook) on ${origin}/storybook/`
      : 'No Storybook: `pnpm build-storybook` builds it (the root `pnpm start` does).',
  );
  console.info(`Reference API on ${api.url}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    void api.close().then(() => process.exit(0));
  });
}
