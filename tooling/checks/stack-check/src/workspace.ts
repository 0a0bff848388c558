// The workspace's packages and their declared dependencies, read from pnpm-workspace.yaml (its
// package globs and its catalog, through @journals/commands/workspace) and each package.json.
import path from 'node:path';
import { workspacePackageFolders } from '@journals/commands/workspace';
import { readJson } from './repository.ts';

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
