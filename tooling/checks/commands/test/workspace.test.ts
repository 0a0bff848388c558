import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  readWorkspaceSettings,
  workspacePackageFolders,
  workspacePackages,
} from '../src/workspace.ts';

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const folders: string[] = [];

function workspace(globs: string[], packages: string[], otherFolders: string[] = []): string {
  const root = mkdtempSync(path.join(tmpdir(), 'workspace-'));
  folders.push(root);
  writeFileSync(
    path.join(root, 'pnpm-workspace.yaml'),
    `packages:\n${globs.map((glob) => `  - '${glob}'\n`).join('')}`,
  );
  for (const folder of packages) {
    mkdirSync(path.join(root, folder), { recursive: true });
    writeFileSync(path.join(root, folder, 'package.json'), JSON.stringify({ name: folder }));
  }
  for (const folder of otherFolders) mkdirSync(path.join(root, folder), { recursive: true });
  return root;
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function workspaceWithSettings(yaml: string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'workspace-'));
  folders.push(root);
  writeFileSync(path.join(root, 'pnpm-workspace.yaml'), yaml);
  return root;
}

describe('readWorkspaceSettings', () => {
  it('reads the package globs and the default catalog, quoted or not, without comments', () => {
    const root = workspaceWithSettings(`packages:
  - apps/*
  - 'tooling/*/*'

# comment
allowBuilds:
  esbuild: true

catalog:
  '@tanstack/react-query': 5.108.0
  react: 19.3.1 # pinned
  "vite": ^8.3.8
`);
    const settings = readWorkspaceSettings(root);
    expect(settings.packages).toEqual(['apps/*', 'tooling/*/*']);
    expect(Object.fromEntries(settings.catalog)).toEqual({
      '@tanstack/react-query': '5.108.0',
      react: '19.3.1',
      vite: '^8.3.8',
    });
  });

  it('reads the same in flow style, and a file without either key as empty', () => {
    const flow = workspaceWithSettings(`packages: [apps/*]\ncatalog: { react: 19.3.1 }\n`);
    expect(readWorkspaceSettings(flow)).toEqual({
      packages: ['apps/*'],
      catalog: new Map([['react', '19.3.1']]),
    });
    const bare = workspaceWithSettings(`allowBuilds:\n  esbuild: true\n`);
    expect(readWorkspaceSettings(bare)).toEqual({ packages: [], catalog: new Map() });
  });

  it('refuses a packages entry or a catalog range that is not a string', () => {
    const badGlob = workspaceWithSettings(`packages:\n  - apps: [x]\n`);
    expect(() => readWorkspaceSettings(badGlob)).toThrow(/"packages" is not a list of strings/);
    const badRange = workspaceWithSettings(`catalog:\n  react: 19\n`);
    expect(() => readWorkspaceSettings(badRange)).toThrow(/"catalog.react" is not a version range/);
  });
});

describe('workspacePackageFolders', () => {
  it('reads each glob of pnpm-workspace.yaml, one folder level per *, and keeps folders with a package.json', () => {
    const root = workspace(
      ['apps/*', 'tooling/*/*'],
      ['apps/site', 'tooling/config/eslint', 'tooling/checks/audit', 'packages/not-listed'],
      ['apps/no-manifest', 'tooling/config', 'apps/site/node_modules/dep'],
    );
    expect(workspacePackageFolders(root)).toEqual([
      'apps/site',
      'tooling/checks/audit',
      'tooling/config/eslint',
    ]);
  });

  it('takes a named folder as it is, and a glob of a folder that is missing as none', () => {
    const root = workspace(['docs/site', 'missing/*'], ['docs/site']);
    expect(workspacePackageFolders(root)).toEqual(['docs/site']);
  });

  it('refuses a glob segment it cannot read as a name or *', () => {
    const root = workspace(['apps/web-*'], ['apps/web-one']);
    expect(() => workspacePackageFolders(root)).toThrow(/web-\*/);
  });

  it("lists this repository's packages with their manifests, each group of tooling one level down", () => {
    const packages = workspacePackages(repositoryRoot);
    const byFolder = new Map(packages.map((entry) => [entry.folder, entry.manifest.name]));
    expect(byFolder.get('apps/publisher')).toBe('@journals/publisher');
    expect(byFolder.get('packages/journal-site')).toBe('@journals/journal-site');
    expect(byFolder.get('tooling/checks/commands')).toBe('@journals/commands');
    expect(byFolder.get('tooling/config/eslint')).toBe('@journals/eslint-config');
    expect(packages.every((entry) => entry.folder.split('/').length <= 3)).toBe(true);
  });
});
