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

describe('the custom properties', () => {
  it('uses only custom properties the stylesheet defines or components set', () => {
    const stylesheet = siteAssets('indjece').stylesheet.source;
    // The styled components' templates reference the same custom properties.
    const templates = import.meta.glob<string>('./**/*.styles.ts', {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    const css = [stylesheet, ...Object.values(templates)].join('\n');
    const defined = new Set([...css.matchAll(/(--[a-z0-9-]+):/g)].map((match) => match[1]));
    // Set per element in its style by the components (anchor names, counts, lengths).
    const perElement = new Set([
      '--dropdown-anchor',
      '--mobile-menu-own-anchor',
      '--scroll-to-top-from',
      '--stack-align',
      '--stack-justify',
      '--grid-min',
      '--grid-columns',
      '--grid-columns-sm',
      '--grid-columns-md',
      '--grid-columns-lg',
      '--placeholder-length',
      '--hero-fade',
      '--marquee-duration',
    ]);
    const used = [...css.matchAll(/var\((--[a-z0-9-]+)/g)].map((match) => match[1]!);
    expect(used.length).toBeGreaterThan(100);
    expect(used.filter((name) => !defined.has(name) && !perElement.has(name))).toEqual([]);
  });
});
