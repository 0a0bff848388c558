// Finds the source file behind a workspace package's export (`@journals/journal-site/root` ->
// packages/journal-site/src/root.tsx), reading the package's `exports` map. The workspace's
// packages export named entries only, no wildcard subpaths.
import path from 'node:path';
import { workspacePackages } from '@journals/commands/workspace';

function workspacePackage(root: string, name: string) {
  const found = workspacePackages(root).find((entry) => entry.manifest.name === name);
  if (!found) throw new Error(`No workspace package is named ${name}.`);
  return { dir: path.join(root, found.folder), manifest: found.manifest };
}

/** The file a specifier such as '@journals/journal-site/root.server' resolves to. */
export function exportedFile(root: string, specifier: string): string {
  const [scope, name, ...rest] = specifier.split('/');
  const { dir, manifest } = workspacePackage(root, `${scope}/${name}`);
  const subpath = ['.', ...rest].join('/');
  const exports = manifest.exports ?? {};
  if (!Object.hasOwn(exports, subpath)) {
    throw new Error(`${manifest.name} does not export ${subpath}.`);
  }
  return path.join(dir, exports[subpath] as string);
}
