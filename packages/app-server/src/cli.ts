#!/usr/bin/env node
// `pnpm start` of a site app (run in its folder, or give the folder): serves its build with
// React's production build on PORT, as production runs it behind nginx.
//   journal-app-server [appDir]
import path from 'node:path';
import { exportPublicOrigin, readAppServerConfig, useProductionBuilds } from './config.ts';

useProductionBuilds();
const config = readAppServerConfig();
exportPublicOrigin(config.publicOrigin);
// After NODE_ENV is set: the server build loads React.
const { loadSiteApp } = await import('./site-app.ts');
const { serveApps } = await import('./serve-apps.ts');

const appDir = path.resolve(process.argv[2] ?? '.');
const app = await loadSiteApp(appDir);
await serveApps({ ...config, apps: [app] });
console.info(
  `${app.prefix} on http://${config.host}:${config.port}${app.prefix} (public origin ${config.publicOrigin})`,
);
