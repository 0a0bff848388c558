import { describe, expect, it } from 'vitest';
import { deepMerge } from './merge.ts';
import { createTheme, siteTheme, siteThemes } from './sites.ts';
import { baseTheme } from './theme.ts';

describe('deepMerge', () => {
  it('lets defined override values win and keeps the rest of each nested object', () => {
    const merged = deepMerge({ a: 1, nested: { b: 2, c: 3 } }, { nested: { c: 4 } });
    expect(merged).toEqual({ a: 1, nested: { b: 2, c: 4 } });
  });

  it('ignores undefined overrides and leaves its inputs untouched', () => {
    const base = { nested: { b: 2 } };
    const merged = deepMerge(base, { nested: { b: undefined } });
    expect(merged).toEqual({ nested: { b: 2 } });
    expect(merged.nested).not.toBe(base.nested);
    expect(base).toEqual({ nested: { b: 2 } });
  });
});

describe('site themes', () => {
  it('gives every site a theme that knows its site', () => {
    expect(Object.keys(siteThemes).sort()).toEqual(['indjece', 'indjeee', 'publisher']);
    for (const [site, theme] of Object.entries(siteThemes)) expect(theme.site).toBe(site);
  });

  it('gives the three sites distinct brand colours', () => {
    const brands = new Set(Object.values(siteThemes).map((theme) => theme.color.brand));
    expect(brands.size).toBe(3);
  });

  it('keeps everything a site does not override from the base theme', () => {
    expect(siteThemes.indjece.space).toEqual(baseTheme.space);
    expect(siteThemes.indjece.color.text).toBe(baseTheme.color.text);
    expect(siteThemes.indjece.color.brand).not.toBe(baseTheme.color.brand);
  });

  it('gives a site without a theme of its own the base theme, under its own id', () => {
    const theme = siteTheme('indjcse' as never);
    expect(theme.site).toBe('indjcse');
    expect(theme.color).toEqual(baseTheme.color);
    expect(siteTheme('indjcse' as never)).toBe(theme);
    expect(siteTheme('indjece')).toBe(siteThemes.indjece);
  });

  it('builds a theme from any partial override', () => {
    const theme = createTheme('indjeee', { radius: { md: '0' } });
    expect(theme.radius.md).toBe('0');
    expect(theme.radius.lg).toBe(baseTheme.radius.lg);
    expect(theme.site).toBe('indjeee');
  });
});
