// `pnpm start`: the reference API (seeded on first run) and every built app on one address,
// rendering with React's production build. NODE_ENV is set here, before serve.ts and the apps'
// server builds import React (see useProductionBuilds), whoever starts this file and however.
import { useProductionBuilds } from './config.ts';

console.info(`Rendering with React's production build (NODE_ENV=${useProductionBuilds()})`);
await import('./serve.ts');
