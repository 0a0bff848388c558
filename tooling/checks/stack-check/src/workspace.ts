// The workspace's packages and their declared dependencies, read from pnpm-workspace.yaml (its
// package globs and its catalog) and each package.json.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { workspacePackageFolders } from '@journals/commands/workspace';
import { readJson } from './repository.ts';

export interface WorkspaceSettings {
  /** The `packages:` globs, e.g. `apps/*`. */
  packages: string[];
  /** The default catalog: package name to version range. */
  catalog: Map<string, string>;
}

const unquote = (text: string) => text.trim().replace(/^(['"])(.*)\1$/, '$2');
const withoutComment = (line: string) => line.replace(/\s+#.*$/, '');

/**
 * The `packages` list and the `catalog` map of pnpm-workspace.yaml. Only these two top-level
 * keys are read, in the block style the file uses; a line in them of any other shape throws.
 */
export function parseWorkspaceSettings(yaml: string): WorkspaceSettings {
  const settings: WorkspaceSettings = { packages: [], catalog: new Map() };
  let section: string | undefined;
  for (const raw of yaml.split('\n')) {
    const line = withoutComment(raw).trimEnd();
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    const topLevel = /^([\w-]+):\s*(.*)$/.exec(line);
    if (topLevel) {
      section = topLevel[1];
      if ((section === 'packages' || section === 'catalog') && topLevel[2] !== '') {
        throw new Error(`pnpm-workspace.yaml: "${section}:" in flow style is not read: ${raw}`);
      }
      continue;
    }
    if (section === 'packages') {
      const item = /^\s+-\s+(.+)$/.exec(line);
      if (!item?.[1]) throw new Error(`pnpm-workspace.yaml: not a packages item: ${raw}`);
      settings.packages.push(unquote(item[1]));
    } else if (section === 'catalog') {
      const entry = /^\s+((['"]).+?\2|[^\s:'"]+):\s*(.+)$/.exec(line);
      if (!entry?.[1] || !entry[3])
        throw new Error(`pnpm-workspace.yaml: not a catalog entry: ${raw}`);
      settings.catalog.set(unquote(entry[1]), unquote(entry[3]));
    }
  }
  return settings;
}

export function readWorkspaceSettings(root: string): WorkspaceSettings {
  return parseWorkspaceSettings(readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8'));
}

/** The folders of the workspace's packages (the root's `''` first), relative to the root. */
export function workspaceFolders(root: string): string[] {
  return ['', ...workspacePackageFolders(root)];
}

export interface Manifest {
  name?: string;
  packageManager?: string;
  engines?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

export const dependencyFields = ['dependencies', 'devDependencies', 'peerDependencies'] as const;

export interface Declaration {
  /** The declaring package's folder (`''` for the root). */
  folder: string;
  field: (typeof dependencyFields)[number];
  specifier: string;
  /** The version range the specifier stands for: the catalog's for `catalog:`. */
  range: string | undefined;
}

/** What `specifier` stands for: itself, or the default catalog's entry for `name`. */
export function resolveSpecifier(
  name: string,
  specifier: string,
  catalog: Map<string, string>,
): string | undefined {
  if (!specifier.startsWith('catalog:')) return specifier;
  const catalogName = specifier.slice('catalog:'.length) || 'default';
  return catalogName === 'default' ? catalog.get(name) : undefined;
}

/** Every declaration of `name` in the workspace's manifests. */
export function declarationsOf(
  name: string,
  manifests: Map<string, Manifest>,
  catalog: Map<string, string>,
): Declaration[] {
  return [...manifests].flatMap(([folder, manifest]) =>
    dependencyFields.flatMap((field) => {
      const specifier = manifest[field]?.[name];
      return specifier === undefined
        ? []
        : [{ folder, field, specifier, range: resolveSpecifier(name, specifier, catalog) }];
    }),
  );
}

export function readManifests(root: string, folders: string[]): Map<string, Manifest> {
  return new Map(
    folders.map((folder) => [folder, readJson<Manifest>(path.join(root, folder, 'package.json'))]),
  );
}
