// The readers the stack checks rely on, on small inputs whose answers are known.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runtimeUse } from '../src/runtime-use.ts';
import { isShippedSource } from '../src/shipped-source.ts';
import { importsOf } from '../src/source-imports.ts';
import { followExtends } from '../src/tsconfig-extends.ts';
import { resolveSpecifier } from '../src/workspace.ts';

describe('resolveSpecifier', () => {
  const catalog = new Map([['react', '19.3.1']]);

  it('resolves catalog: specifiers through the default catalog only', () => {
    expect(resolveSpecifier('react', 'catalog:', catalog)).toBe('19.3.1');
    expect(resolveSpecifier('react', 'catalog:default', catalog)).toBe('19.3.1');
    expect(resolveSpecifier('storybook', 'catalog:', catalog)).toBeUndefined();
    expect(resolveSpecifier('react', 'catalog:legacy', catalog)).toBeUndefined();
    expect(resolveSpecifier('react', '^19.0.0', catalog)).toBe('^19.0.0');
  });
});

describe('followExtends', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'stack-check-'));
  const write = (file: string, json: unknown) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), JSON.stringify(json));
  };
  write('tsconfig.base.json', { compilerOptions: { strict: true } });
  write('tooling/config/typescript/package.json', {
    name: '@x/typescript-config',
    exports: { './preset.json': './preset.json', './chained.json': './chained.json' },
  });
  write('tooling/config/typescript/preset.json', { compilerOptions: { jsx: 'react-jsx' } });
  write('tooling/config/typescript/chained.json', { extends: '../../tsconfig.base.json' });
  for (const app of ['direct', 'chained', 'unexported', 'single']) {
    mkdirSync(path.join(root, 'apps', app, 'node_modules', '@x'), { recursive: true });
    symlinkSync(
      path.join(root, 'tooling/config/typescript'),
      path.join(root, 'apps', app, 'node_modules/@x/typescript-config'),
    );
  }
  write('apps/direct/tsconfig.json', {
    extends: ['../../tsconfig.base.json', '@x/typescript-config/preset.json'],
  });
  write('apps/chained/tsconfig.json', { extends: '@x/typescript-config/chained.json' });
  write('apps/unexported/tsconfig.json', { extends: '@x/typescript-config/base.json' });
  write('apps/single/tsconfig.json', { extends: '@x/typescript-config/preset' });
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const relative = (file: string) => path.relative(root, file);

  it('follows relative paths and package exports, arrays and strings', () => {
    const chain = followExtends(path.join(root, 'apps/direct/tsconfig.json'), relative);
    expect(chain.problems).toEqual([]);
    expect(chain.configs.map(relative)).toEqual([
      'apps/direct/tsconfig.json',
      'tsconfig.base.json',
      'apps/direct/node_modules/@x/typescript-config/preset.json',
    ]);
  });

  it('resolves a relative extends inside a linked package from the link, as Vite does', () => {
    const chain = followExtends(path.join(root, 'apps/chained/tsconfig.json'), relative);
    expect(chain.configs.map(relative)).not.toContain('tsconfig.base.json');
    expect(chain.problems).toEqual([
      `apps/chained/node_modules/@x/typescript-config/chained.json extends "../../tsconfig.base.json", which resolves to apps/chained/node_modules/tsconfig.base.json, a file that does not exist`,
    ]);
  });

  it('names a subpath the package does not export', () => {
    expect(
      followExtends(path.join(root, 'apps/unexported/tsconfig.json'), relative).problems,
    ).toEqual([
      'apps/unexported/tsconfig.json extends "@x/typescript-config/base.json", which @x/typescript-config does not export ("./base.json" is not in its exports)',
    ]);
    expect(followExtends(path.join(root, 'apps/single/tsconfig.json'), relative).problems).toEqual([
      'apps/single/tsconfig.json extends "@x/typescript-config/preset", which @x/typescript-config does not export ("./preset" is not in its exports)',
    ]);
  });
});

describe('importsOf', () => {
  const text = `import type { ReactNode } from 'react';
import { type QueryClient } from '@tanstack/react-query';
import { Link, type LinkProps } from 'react-router';
import styled from 'styled-components';
import './side-effect.css';
export { renderToString } from 'react-dom/server';
export type { Theme } from 'styled-components';
const lazy = () => import('react-dom/client');
`;

  it('lists every import, re-export and dynamic import, and which are for types only', () => {
    expect(importsOf('file.tsx', text)).toEqual([
      { specifier: 'react', typeOnly: true },
      { specifier: '@tanstack/react-query', typeOnly: true },
      { specifier: 'react-router', typeOnly: false },
      { specifier: 'styled-components', typeOnly: false },
      { specifier: './side-effect.css', typeOnly: false },
      { specifier: 'react-dom/server', typeOnly: false },
      { specifier: 'styled-components', typeOnly: true },
      { specifier: 'react-dom/client', typeOnly: false },
    ]);
  });
});

describe('isShippedSource', () => {
  it.each([
    ['apps/publisher/app/root.tsx', true],
    ['packages/design-system/src/theme/SiteThemeProvider.tsx', true],
    ['packages/api-client/src/react/queries.ts', true],
    ['packages/design-system/src/components/Button/Button.test.tsx', false],
    ['packages/design-system/src/components/Button/Button.stories.tsx', false],
    ['packages/design-system/src/testing/render.tsx', false],
    ['packages/design-system/src/storybook/fixtures.ts', false],
    ['apps/publisher/app/e2e/home.ts', false],
    ['apps/publisher/e2e/home.spec.ts', false],
    ['apps/publisher/test/root.test.tsx', false],
    ['packages/journal-site/src/site-module.d.ts', false],
    ['packages/journal-site/src/styles.css', false],
    ['tooling/services/proxy/src/server.ts', false],
  ])('%s: %s', (file, shipped) => {
    expect(isShippedSource(file)).toBe(shipped);
  });
});

describe('runtimeUse', () => {
  const script = (file: string, shipped: boolean, specifier: string, typeOnly = false) => ({
    file,
    shipped,
    imports: [{ specifier, typeOnly }],
  });

  it('counts shipped files that import the package or its subpaths for values', () => {
    const use = runtimeUse('react-dom', [
      script('packages/ssr/src/render.ts', true, 'react-dom/server'),
      script('packages/ssr/src/render.test.ts', false, 'react-dom'),
    ]);
    expect(use.shippedImporters).toEqual(['packages/ssr/src/render.ts']);
    expect(use.problem).toBe('');
  });

  it('names a package imported only by tests', () => {
    expect(
      runtimeUse('styled-components', [
        script('packages/ds/src/Button.test.tsx', false, 'styled-components'),
        script('packages/ds/src/Button.tsx', true, 'react'),
      ]),
    ).toEqual({
      shippedImporters: [],
      problem: 'styled-components is imported only by tests (packages/ds/src/Button.test.tsx)',
    });
  });

  it('names a package shipped source imports only for its types', () => {
    expect(
      runtimeUse('@tanstack/react-query', [
        script('packages/api-client/src/options.ts', true, '@tanstack/react-query', true),
      ]).problem,
    ).toBe(
      '@tanstack/react-query is imported by shipped source only for its types (packages/api-client/src/options.ts)',
    );
  });

  it('names a package nothing imports, and one only configs import', () => {
    expect(runtimeUse('react-router', []).problem).toBe(
      'react-router is imported by no script of apps/* or packages/*',
    );
    expect(
      runtimeUse('vite', [script('apps/publisher/vite.config.ts', false, 'vite')]).problem,
    ).toBe('vite is imported only outside shipped source (apps/publisher/vite.config.ts)');
  });
});
