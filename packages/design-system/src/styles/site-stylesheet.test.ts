import { describe, expect, it } from 'vitest';
import { cssTheme } from '../theme/css-theme.ts';
import { cssVariableName, themeVariables } from '../theme/css-variables.ts';
import { siteThemes } from '../theme/sites.ts';
import type { ThemedSiteId } from '../theme/sites.ts';
import { minifyCss, siteStylesheet } from './site-stylesheet.ts';

const sites = Object.keys(siteThemes) as ThemedSiteId[];

/** The colour values a site sets and no other site has. */
function ownColours(site: ThemedSiteId): string[] {
  const others = sites.filter((other) => other !== site);
  return Object.values(siteThemes[site].color).filter((value) =>
    others.every((other) => !Object.values(siteThemes[other].color).includes(value)),
  );
}

describe('the site stylesheet', () => {
  it.each(sites)('%s: defines every token of its theme on :root', (site) => {
    const css = siteStylesheet(siteThemes[site]);
    expect(css.startsWith(':root{')).toBe(true);
    for (const [name, value] of themeVariables(siteThemes[site]))
      expect(css).toContain(`${name}:${minifyCss(value)}`);
  });

  it.each(sites)('%s: holds its own colours and none that only another site has', (site) => {
    const css = siteStylesheet(siteThemes[site]);
    expect(ownColours(site).length).toBeGreaterThan(0);
    for (const colour of ownColours(site)) expect(css).toContain(minifyCss(colour));
    for (const other of sites.filter((candidate) => candidate !== site))
      for (const colour of ownColours(other)) expect(css).not.toContain(minifyCss(colour));
  });

  it('carries the global styles on the custom properties', () => {
    const css = siteStylesheet(siteThemes.indjece);
    expect(css).toContain('*,*::before,*::after{box-sizing:border-box}');
    expect(css).toContain(`body{margin:0;min-width:320px;background:var(--color-background);`);
    expect(css).toContain(`:focus-visible{outline:3px solid var(--color-focus);`);
    expect(css).not.toContain('/*');
  });

  it('names a custom property for every reference the runtime theme makes', () => {
    const defined = new Set(themeVariables(siteThemes.publisher).map(([name]) => name));
    const references = [
      ...Object.values(cssTheme('indjece').color),
      ...Object.values(cssTheme('indjece').font),
      ...Object.values(cssTheme('indjece').shadow),
    ];
    expect(references.length).toBeGreaterThan(30);
    for (const reference of references) {
      const name = reference.match(/^var\((--[a-z0-9-]+)\)$/)?.[1];
      expect(name, reference).toBeDefined();
      expect(defined.has(name!), reference).toBe(true);
    }
  });
});

describe('the runtime theme', () => {
  it('is the same references for every site, with no colour value of any', () => {
    expect(cssTheme('indjece').color).toEqual(cssTheme('publisher').color);
    expect(cssTheme('indjece').site).toBe('indjece');
    expect(cssTheme('indjece').color.brandStrong).toBe('var(--color-brand-strong)');
    expect(JSON.stringify(cssTheme('indjece'))).not.toMatch(/#[0-9a-f]{3,6}\b/i);
  });

  it('keeps the scales every site shares as plain values', () => {
    expect(cssTheme('indjece').space[4]).toBe('1rem');
    expect(cssTheme('indjece').media.md).toBe('@media (min-width: 56.25em)');
  });
});

describe('cssVariableName', () => {
  it.each([
    ['color', 'brandStrong', '--color-brand-strong'],
    ['fontSize', '2xl', '--font-size-2xl'],
    ['space', '4', '--space-4'],
  ] as const)('%s.%s is %s', (group, token, expected) => {
    expect(cssVariableName(group, token)).toBe(expected);
  });
});
