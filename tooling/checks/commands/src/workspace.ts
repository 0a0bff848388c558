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

/** What pnpm-workspace.yaml says of the packages: their globs and the default catalog. */
export interface WorkspaceSettings {
  /** The `packages` globs, e.g. `apps/*`. */
  packages: string[];
  /** The default catalog (`catalog`): package name to version range. */
  catalog: Map<string, string>;
}

const stringList = (value: unknown, key: string): string[] => {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw new Error(`pnpm-workspace.yaml: "${key}" is not a list of strings.`);
  }
  return value;
};

const stringMap = (value: unknown, key: string): Map<string, string> => {
  if (value === undefined || value === null) return new Map();
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new Error(`pnpm-workspace.yaml: "${key}" is not a map.`);
  }
  return new Map(
    Object.entries(value).map(([name, range]) => {
      if (typeof range !== 'string') {
        throw new Error(`pnpm-workspace.yaml: "${key}.${name}" is not a version range.`);
      }
      return [name, range];
    }),
  );
};

/** The package globs and the default catalog of the workspace at `root`. */
export function readWorkspaceSettings(root: string): WorkspaceSettings {
  const settings: unknown = parse(readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8'));
  const record = (settings ?? {}) as Record<string, unknown>;
  return {
    packages: stringList(record.packages, 'packages'),
    catalog: stringMap(record.catalog, 'catalog'),
  };
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
  const { packages } = readWorkspaceSettings(root);
  return [...new Set(packages.flatMap((glob) => expand(root, glob.split('/'), '')))]
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
