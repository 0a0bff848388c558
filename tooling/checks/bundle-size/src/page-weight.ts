// The JavaScript a page of a built React Router app makes the browser download: the client
// entry, the root route and the page's route, with everything they import, each file counted
// once, measured gzipped (level 9, as a CDN or nginx would serve it at best). A page that does
// not hydrate (page-hydrates.ts) loads none of it: it weighs only the enhancement scripts its
// routes name (`handle.enhance`, standalone files in the client build), 0 without any.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { routeEnhancements, routeHydrates, type ServerRoutes } from './page-hydrates.ts';

export interface AssetEntry {
  module: string;
  imports?: string[];
}

export interface AssetsManifest {
  entry: AssetEntry;
  routes: Record<string, AssetEntry | undefined>;
}

export interface PageWeight {
  page: string;
  routeId: string;
  /** Whether the page loads its scripts and hydrates. */
  hydrates: boolean;
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

/** The public URLs of the scripts a route needs, without duplicates. */
export function pageScripts(assets: AssetsManifest, routeId: string): string[] {
  const route = assets.routes[routeId];
  if (!route)
    throw new Error(
      `No route "${routeId}" in the build (routes: ${Object.keys(assets.routes).join(', ')})`,
    );
  const root = assets.routes.root;
  const entries = [assets.entry, ...(root ? [root] : []), route];
  return [...new Set(entries.flatMap((entry) => [entry.module, ...(entry.imports ?? [])]))];
}

/** Maps a public URL ('/indjece/assets/x.js') to the file in the client build. */
export function assetFile(clientDir: string, publicPath: string, url: string): string {
  const relative = url.startsWith(publicPath)
    ? url.slice(publicPath.length)
    : url.replace(/^\//, '');
  return path.join(clientDir, relative);
}

export function pageWeight(
  page: string,
  routeId: string,
  build: { assets: AssetsManifest; publicPath: string; clientDir: string; routes: ServerRoutes },
  /** The query of the page's address, for a route whose hydration depends on it. */
  search = '',
): PageWeight {
  const hydrates = routeHydrates(build.routes, routeId, search);
  const scripts = hydrates
    ? pageScripts(build.assets, routeId)
    : routeEnhancements(build.routes, routeId, search);
  const files = scripts.map((url) =>
    readFileSync(assetFile(build.clientDir, build.publicPath, url)),
  );
  return {
    page,
    routeId,
    hydrates,
    files: files.length,
    rawBytes: files.reduce((sum, file) => sum + file.length, 0),
    gzipBytes: files.reduce((sum, file) => sum + gzipSync(file, { level: 9 }).length, 0),
  };
}

export function formatKilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
