// Finds the source file behind a workspace package's export (`@journals/journal-site/root` ->
// packages/journal-site/src/root.tsx), reading the package's `exports` map. The workspace's
// packages export named entries only, no wildcard subpaths.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface Manifest {
  name: string;
  exports?: Record<string, string>;
}

function workspacePackage(root: string, name: string): { dir: string; manifest: Manifest } {
  for (const group of ['packages', 'tooling']) {
    for (const entry of readdirSync(path.join(root, group), { withFileTypes: true })) {
      const file = path.join(root, group, entry.name, 'package.json');
      if (!entry.isDirectory() || !existsSync(file)) continue;
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
      if (manifest.name === name) return { dir: path.dirname(file), manifest };
    }
  }
  throw new Error(`No workspace package is named ${name}.`);
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
