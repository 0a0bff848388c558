// Each package of the stack is a dependency of the workspace: pnpm is the root's package
// manager, every other one is declared by a workspace package (through the catalog).
import { readWorkspaceSettings } from '@journals/commands/workspace';
import { describe, expect, it } from 'vitest';
import { repositoryRoot, readJson } from '../src/repository.ts';
import { stackPackages } from '../src/stack.ts';
import {
  declarationsOf,
  readManifests,
  workspaceFolders,
  type Manifest,
} from '../src/workspace.ts';

const settings = readWorkspaceSettings(repositoryRoot);
const manifests = readManifests(repositoryRoot, workspaceFolders(repositoryRoot));
const where = (folder: string) =>
  folder === '' ? 'the root package.json' : `${folder}/package.json`;

it('reads the workspace: its packages and its catalog', () => {
  expect([...manifests.keys()]).toEqual(
    expect.arrayContaining(['', 'apps/publisher', 'tooling/checks/stack-check']),
  );
  expect(settings.catalog.size).toBeGreaterThan(20);
});

describe('pnpm', () => {
  const root = readJson<Manifest>(`${repositoryRoot}/package.json`);

  it('is the root package manager (packageManager)', () => {
    expect(root.packageManager ?? '', 'pnpm is not the root packageManager').toMatch(/^pnpm@\d/);
  });

  it('is the engine the root requires (engines.pnpm)', () => {
    expect(root.engines?.pnpm, 'pnpm is missing from the root engines').toBeTruthy();
  });
});

describe.each(stackPackages.filter((name) => name !== 'pnpm'))('%s', (name) => {
  const declarations = declarationsOf(name, manifests, settings.catalog);

  it('is declared by a workspace package', () => {
    expect(
      declarations.map((declaration) => where(declaration.folder)),
      `${name} is declared by no workspace package (dependencies, devDependencies or peerDependencies)`,
    ).not.toEqual([]);
  });

  it('has a version wherever it is declared (the catalog has it)', () => {
    const unresolved = declarations
      .filter((declaration) => !declaration.range)
      .map(
        (declaration) =>
          `${name} is "${declaration.specifier}" in the ${declaration.field} of ${where(declaration.folder)}, which the catalog of pnpm-workspace.yaml does not have`,
      );
    expect(unresolved, unresolved.join('; ')).toEqual([]);
  });
});
