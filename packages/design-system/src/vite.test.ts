import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { siteAssets, siteAssetsModuleId, siteAssetsPlugin } from './vite.ts';

describe('siteAssets', () => {
  it('names each file by its content, under assets/', () => {
    const { stylesheet, iconSprite } = siteAssets('indjece');
    expect(stylesheet.fileName).toMatch(/^assets\/site-indjece-[0-9a-f]{10}\.css$/);
    expect(iconSprite.fileName).toMatch(/^assets\/icons-[0-9a-f]{10}\.svg$/);
    expect(stylesheet.source).toContain('--color-brand:#6d2077');
    expect(iconSprite.source).toContain('<symbol id="search"');
  });

  it('gives each site a stylesheet of its own and all of them the same sprite', () => {
    const [publisher, indjeee, indjece] = (['publisher', 'indjeee', 'indjece'] as const).map(
      (site) => siteAssets(site),
    );
    expect(new Set([publisher, indjeee, indjece].map((a) => a!.stylesheet.fileName)).size).toBe(3);
    expect(indjece!.iconSprite.fileName).toBe(publisher!.iconSprite.fileName);
  });
});

describe('siteAssetsPlugin', () => {
  it('tells the app the files\u2019 addresses under its base', () => {
    const plugin = siteAssetsPlugin({ site: 'indjece' });
    const call = <T>(hook: unknown, ...args: unknown[]) =>
      (
        (typeof hook === 'function'
          ? hook
          : (hook as { handler: (...args: unknown[]) => unknown }).handler) as (
          ...args: unknown[]
        ) => unknown
      ).call({}, ...args) as T;
    call(plugin.configResolved, { base: '/indjece/', command: 'build' });
    const id = call<string>(plugin.resolveId, siteAssetsModuleId);
    const code = call<string>(plugin.load, id);
    const { stylesheet, iconSprite } = siteAssets('indjece');
    expect(code).toContain(`export const stylesheet = "/indjece/${stylesheet.fileName}";`);
    expect(code).toContain(`export const iconSprite = "/indjece/${iconSprite.fileName}";`);
    expect(call(plugin.resolveId, 'virtual:other')).toBeUndefined();
  });
});

/**
 * The source of every app and package, tests and stories apart: `.ts`, `.tsx` and `.css` files
 * git holds under apps/ and packages/ (the design system's own among them).
 */
function productSources(): { file: string; text: string }[] {
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  return execFileSync('git', ['ls-files', 'apps', 'packages'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(ts|tsx|css)$/.test(file))
    .filter((file) => !/(\.test\.|\.stories\.|\.spec\.|\/test\/|\/e2e\/|\/testing\/)/.test(file))
    .map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));
}

/** The custom properties a text sets: `--name:` in CSS, `'--name':` in a style object. */
function propertiesSet(text: string): string[] {
  return [...text.matchAll(/(--[a-z][a-z0-9-]*)['"]?\s*:/g)].map((match) => match[1]!);
}

describe('the custom properties', () => {
  it('every package uses only those the site stylesheet defines or its components set', () => {
    const stylesheet = siteAssets('indjece').stylesheet.source;
    const sources = productSources();
    expect(sources.some(({ file }) => file.startsWith('packages/journal-site/'))).toBe(true);
    const defined = new Set(
      [stylesheet, ...sources.map(({ text }) => text)].flatMap(propertiesSet),
    );
    // Set per element in its style under a computed name (Grid.tsx: one per breakpoint).
    const computedNames = new Set([
      '--grid-columns',
      '--grid-columns-sm',
      '--grid-columns-md',
      '--grid-columns-lg',
    ]);
    const unknown = sources.flatMap(({ file, text }) =>
      [...text.matchAll(/var\((--[a-z0-9-]+)/g)]
        .map((match) => match[1]!)
        .filter((name) => !defined.has(name) && !computedNames.has(name))
        .map((name) => `${file}: ${name}`),
    );
    const uses = sources.filter(({ text }) => text.includes('var(--'));
    expect(
      uses.filter(({ file }) => !file.startsWith('packages/design-system/')).length,
    ).toBeGreaterThan(5);
    expect(unknown).toEqual([]);
  });

  it('tells a custom property set from one only used', () => {
    expect(
      propertiesSet("a{--gutter: 1rem; color: var(--color-text)} {'--stack-align': x}"),
    ).toEqual(['--gutter', '--stack-align']);
  });
});
