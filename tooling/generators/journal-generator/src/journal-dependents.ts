// What depends on every journal app learns of a new one. A package that needs each app built
// before its own tasks (the proxy's composition, the Lighthouse and image checks) lists every
// journal app among its dependencies, and knip's configuration, which cannot see that use, ignores
// the same list. The rule is read from what the repository holds, not from a list kept here: a
// list that names every journal app now gets the new one too.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { workspacePackages, type WorkspacePackage } from '@journals/commands/workspace';
import { formatted } from './format.ts';

type Manifest = Record<string, unknown> & {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};

const sections = ['dependencies', 'devDependencies'] as const;

/** The journal apps among the packages: every app of apps/ built on journal-site. */
function appNames(packages: readonly WorkspacePackage[], except: string): string[] {
  return packages
    .filter(({ folder }) => folder.startsWith('apps/') && folder !== `apps/${except}`)
    .filter(({ manifest }) => manifest.dependencies?.['@journals/journal-site'] !== undefined)
    .map(({ manifest }) => manifest.name)
    .sort();
}

/** The package names of the journal apps, `except` apart. */
export function journalAppNames(root: string, except: string): string[] {
  return appNames(workspacePackages(root), except);
}

const sorted = (record: Record<string, string>) =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));

/** The manifest with the new app beside the others in each section that lists all of them. */
export function withNewApp(manifest: Manifest, apps: readonly string[], newApp: string): Manifest {
  const next: Manifest = { ...manifest };
  for (const section of sections) {
    const listed = manifest[section];
    if (listed && apps.length > 0 && apps.every((name) => listed[name] !== undefined)) {
      next[section] = sorted({ ...listed, [newApp]: listed[apps[0] as string] as string });
    }
  }
  return next;
}

/** The list with the new app when it names every app, in name order; else the list as it is. */
function listWithNewApp(names: readonly unknown[], apps: readonly string[], newApp: string) {
  return apps.length > 0 && apps.every((name) => names.includes(name))
    ? [...names, newApp].map(String).sort()
    : names;
}

/** Knip's configuration with the new app in every ignoreDependencies list that names all apps. */
export function knipWithNewApp(config: unknown, apps: readonly string[], newApp: string): unknown {
  if (typeof config !== 'object' || config === null || Array.isArray(config)) return config;
  return Object.fromEntries(
    Object.entries(config).map(([key, value]) => [
      key,
      key === 'ignoreDependencies' && Array.isArray(value)
        ? listWithNewApp(value, apps, newApp)
        : knipWithNewApp(value, apps, newApp),
    ]),
  );
}

async function writeJson(file: string, value: unknown): Promise<void> {
  writeFileSync(file, await formatted(file, `${JSON.stringify(value, null, 2)}\n`));
}

/**
 * Adds the new journal app (`@journals/<id>`) wherever every journal app is listed: the
 * workspace packages' dependencies and the root's knip configuration. Returns the files changed,
 * relative to the root.
 */
export async function addToDependents(root: string, id: string): Promise<string[]> {
  const newApp = `@journals/${id}`;
  const packages = workspacePackages(root);
  const apps = appNames(packages, id);
  const changed: string[] = [];
  for (const { folder, manifest } of packages) {
    if (folder === `apps/${id}`) continue;
    const file = path.join(root, folder, 'package.json');
    const next = withNewApp(manifest, apps, newApp);
    if (JSON.stringify(next) === JSON.stringify(manifest)) continue;
    await writeJson(file, next);
    changed.push(path.relative(root, file));
  }
  const rootFile = path.join(root, 'package.json');
  const rootManifest = JSON.parse(readFileSync(rootFile, 'utf8')) as Manifest;
  const knip = knipWithNewApp(rootManifest.knip, apps, newApp);
  if (JSON.stringify(knip) !== JSON.stringify(rootManifest.knip)) {
    await writeJson(rootFile, { ...rootManifest, knip });
    changed.push('package.json');
  }
  return changed;
}
