// What a built React Router app sends to browsers: every JavaScript file of its client build,
// and which of them each route loads (its module and imports, from the build's own manifest).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AssetsManifest } from './page-weight.ts';

export interface ClientChunk {
  /** The file's name in build/client/assets. */
  name: string;
  text: string;
}

export interface ClientBuild {
  chunks: ClientChunk[];
  /** The chunk names each route loads (its module and imports), by route id. */
  routeChunks: Map<string, Set<string>>;
  /** The chunk names every page loads: the client entry and the root route. */
  everyPage: Set<string>;
}

const manifestFile = /^manifest-[\w-]+\.js$/;

/** Parses `window.__reactRouterManifest={...};`, the client's copy of the asset manifest. */
export function parseClientManifest(source: string): AssetsManifest {
  const start = source.indexOf('{');
  const end = source.lastIndexOf('}');
  return JSON.parse(source.slice(start, end + 1)) as AssetsManifest;
}

const baseName = (url: string) => url.slice(url.lastIndexOf('/') + 1);

export function readClientBuild(appDir: string): ClientBuild {
  const assetsDir = path.join(appDir, 'build', 'client', 'assets');
  const files = readdirSync(assetsDir).filter((name) => name.endsWith('.js'));
  const manifestName = files.find((name) => manifestFile.test(name));
  if (!manifestName) throw new Error(`No client manifest in ${assetsDir}: build the app first.`);
  const manifest = parseClientManifest(readFileSync(path.join(assetsDir, manifestName), 'utf8'));
  const loads = (entry: { module: string; imports?: string[] }) =>
    new Set([entry.module, ...(entry.imports ?? [])].map(baseName));
  const routeChunks = new Map<string, Set<string>>();
  for (const [id, route] of Object.entries(manifest.routes)) {
    if (route && id !== 'root') routeChunks.set(id, loads(route));
  }
  const root = manifest.routes.root;
  return {
    chunks: files
      .filter((name) => name !== manifestName)
      .map((name) => ({ name, text: readFileSync(path.join(assetsDir, name), 'utf8') })),
    routeChunks,
    everyPage: new Set([...loads(manifest.entry), ...(root ? loads(root) : [])]),
  };
}

/** The chunks whose text holds `needle`. */
export function chunksHolding(build: ClientBuild, needle: string): string[] {
  return build.chunks.filter((chunk) => chunk.text.includes(needle)).map((chunk) => chunk.name);
}

/** Who loads a chunk: 'every page' (entry or root) and each route id that imports it. */
export function loadersOf(build: ClientBuild, chunk: string): string[] {
  return [
    ...(build.everyPage.has(chunk) ? ['every page'] : []),
    ...[...build.routeChunks].filter(([, chunks]) => chunks.has(chunk)).map(([id]) => id),
  ];
}
