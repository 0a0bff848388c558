// A new journal app joins every list that names all the journal apps, and no other.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addToDependents, journalAppNames, knipWithNewApp } from '../src/journal-dependents.ts';

const apps = ['@journals/indjece', '@journals/indjeee'];

function workspace(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'journal-dependents-'));
  const write = (file: string, value: unknown) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), `${JSON.stringify(value, null, 2)}\n`);
  };
  const journalApp = (id: string) => ({
    name: `@journals/${id}`,
    dependencies: { '@journals/journal-site': 'workspace:*' },
  });
  write('apps/indjeee/package.json', journalApp('indjeee'));
  write('apps/indjece/package.json', journalApp('indjece'));
  write('apps/indjnew/package.json', journalApp('indjnew'));
  write('apps/publisher/package.json', { name: '@journals/publisher', dependencies: {} });
  write('tooling/services/proxy/package.json', {
    name: '@journals/proxy',
    dependencies: {
      '@journals/indjece': 'workspace:*',
      '@journals/indjeee': 'workspace:*',
      zod: '1',
    },
  });
  write('tooling/checks/one-journal/package.json', {
    name: '@journals/one-journal',
    devDependencies: { '@journals/indjece': 'workspace:*' },
  });
  write('packages/site-config/package.json', { name: '@journals/site-config' });
  writeFileSync(
    path.join(root, 'pnpm-workspace.yaml'),
    'packages:\n  - apps/*\n  - packages/*\n  - tooling/*/*\n',
  );
  write('package.json', {
    name: '@journals/root',
    knip: {
      ignoreBinaries: ['java'],
      workspaces: {
        'tooling/services/proxy': { ignoreDependencies: [...apps, '@journals/publisher'] },
        'tooling/checks/one-journal': { ignoreDependencies: ['@journals/indjece'] },
      },
    },
  });
  return root;
}

const read = (root: string, file: string) =>
  JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;

describe('addToDependents', () => {
  it('finds the journal apps: the apps built on journal-site, the new one apart', () => {
    expect(journalAppNames(workspace(), 'indjnew')).toEqual(apps);
  });

  it('adds the new app where every journal app is listed, and nowhere else', async () => {
    const root = workspace();
    expect(await addToDependents(root, 'indjnew')).toEqual([
      'tooling/services/proxy/package.json',
      'package.json',
    ]);
    expect(read(root, 'tooling/services/proxy/package.json').dependencies).toEqual({
      '@journals/indjece': 'workspace:*',
      '@journals/indjeee': 'workspace:*',
      '@journals/indjnew': 'workspace:*',
      zod: '1',
    });
    expect(read(root, 'tooling/checks/one-journal/package.json').devDependencies).toEqual({
      '@journals/indjece': 'workspace:*',
    });
    expect(read(root, 'package.json').knip).toEqual({
      ignoreBinaries: ['java'],
      workspaces: {
        'tooling/services/proxy': {
          ignoreDependencies: [...apps, '@journals/indjnew', '@journals/publisher'],
        },
        'tooling/checks/one-journal': { ignoreDependencies: ['@journals/indjece'] },
      },
    });
    // The files stay formatted as the repository formats JSON.
    expect(readFileSync(path.join(root, 'package.json'), 'utf8')).toMatch(/^\{\n {2}"name"/);
  });

  it('leaves a configuration without such a list as it is', () => {
    const config = { ignoreDependencies: ['journal-site'], entry: apps };
    expect(knipWithNewApp(config, apps, '@journals/indjnew')).toEqual(config);
  });
});
