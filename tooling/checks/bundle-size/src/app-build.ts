// What the page weights read of a built React Router app: its asset manifest and client folder,
// and its server build's routes (each with its module, whose `handle` says whether it hydrates).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AssetsManifest } from './page-weight.ts';
import type { ServerRoutes } from './page-hydrates.ts';

export interface AppBuild {
  assets: AssetsManifest;
  publicPath: string;
  clientDir: string;
  routes: ServerRoutes;
}

export async function readAppBuild(appDir: string): Promise<AppBuild> {
  const serverBuild = (await import(
    pathToFileURL(path.join(appDir, 'build/server/index.js')).href
  )) as Omit<AppBuild, 'clientDir'>;
  return {
    assets: serverBuild.assets,
    publicPath: serverBuild.publicPath,
    clientDir: path.join(appDir, 'build', 'client'),
    routes: serverBuild.routes,
  };
}
