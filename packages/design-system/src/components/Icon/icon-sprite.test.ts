import { describe, expect, it } from 'vitest';
import { iconSprite } from './icon-sprite.ts';
import { iconNames, icons } from './icons.ts';

const symbolIds = (svg: string) => [...svg.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);

describe('the icon sprite', () => {
  it('is one SVG document with a symbol for every icon name, once each', () => {
    const svg = iconSprite();
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(symbolIds(svg).sort()).toEqual([...iconNames].sort());
  });

  it.each(iconNames)('holds every path of %s in its symbol', (name) => {
    const symbol = iconSprite().match(new RegExp(`<symbol id="${name}"[^>]*>(.*?)</symbol>`))?.[1];
    for (const d of icons[name].paths) expect(symbol).toContain(`<path d="${d}"/>`);
  });

  it('paints filled marks and stroked icons with currentColor', () => {
    const svg = iconSprite();
    expect(svg).toMatch(/<symbol id="x"[^>]*><g fill="currentColor" stroke="none">/);
    expect(svg).toMatch(/<symbol id="search"[^>]*><g fill="none" stroke="currentColor"/);
  });
});
