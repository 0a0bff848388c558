// The workspace's packages, as pnpm finds them: the folders that the `packages` globs of
// pnpm-workspace.yaml name (`apps/*`, `tooling/*/*`) and that hold a package.json. The tooling
// that walks every package (the generator, the docs check, the bench report) reads them here.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/** A package.json as read: the fields the tooling names, and the rest as they are. */
export interface WorkspaceManifest {
  [field: string]: unknown;
  name: string;
  exports?: Record<string, string>;
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

export interface WorkspacePackage {
  /** The package's folder relative to the root, with '/' between segments ('apps/publisher'). */
  folder: string;
  manifest: WorkspaceManifest;
}

/** The folders a glob of whole segments names ('*' stands for one folder name). */
function expand(root: string, segments: readonly string[], prefix: string): string[] {
  const [head, ...rest] = segments;
  if (head === undefined) return [prefix];
  if (head === '*') {
    return readdirSync(path.join(root, prefix), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
      .flatMap((entry) => expand(root, rest, prefix ? `${prefix}/${entry.name}` : entry.name));
  }
  if (head.includes('*')) {
    throw new Error(`pnpm-workspace.yaml: a glob segment is a name or '*', not ${head}.`);
  }
  const next = prefix ? `${prefix}/${head}` : head;
  return existsSync(path.join(root, next)) ? expand(root, rest, next) : [];
}

/** Every workspace package's folder, relative to the root, in order. */
export function workspacePackageFolders(root: string): string[] {
  const settings = parse(readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8')) as {
    packages?: string[];
  };
  return [
    ...new Set((settings.packages ?? []).flatMap((glob) => expand(root, glob.split('/'), ''))),
  ]
    .filter((folder) => existsSync(path.join(root, folder, 'package.json')))
    .sort();
}

/** Every workspace package: its folder and its package.json. */
export function workspacePackages(root: string): WorkspacePackage[] {
  return workspacePackageFolders(root).map((folder) => ({
    folder,
    manifest: JSON.parse(
      readFileSync(path.join(root, folder, 'package.json'), 'utf8'),
    ) as WorkspaceManifest,
  }));
}
