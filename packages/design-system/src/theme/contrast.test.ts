import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast.ts';
import { siteThemes } from './sites.ts';
import type { Theme } from './theme.ts';

type ColorName = keyof Theme['color'];

/** Text colour, background colour, minimum ratio. */
const pairs: [ColorName, ColorName, number][] = [
  ['text', 'background', 4.5],
  ['text', 'surfaceMuted', 4.5],
  ['textMuted', 'background', 4.5],
  ['textMuted', 'surfaceMuted', 4.5],
  ['link', 'background', 4.5],
  ['link', 'surfaceMuted', 4.5],
  ['linkHover', 'background', 4.5],
  ['brand', 'background', 4.5],
  ['brand', 'brandSubtle', 4.5],
  ['onBrand', 'brand', 4.5],
  ['onBrand', 'brandStrong', 4.5],
  ['onAccent', 'accent', 4.5],
  ['textInverse', 'inverseSurface', 4.5],
  ['textInverseMuted', 'inverseSurface', 4.5],
  ['danger', 'background', 4.5],
  ['danger', 'dangerSubtle', 4.5],
  ['success', 'successSubtle', 4.5],
  ['warning', 'warningSubtle', 4.5],
  ['borderStrong', 'background', 3],
  ['focus', 'background', 3],
];

const cases = Object.values(siteThemes).flatMap((theme) =>
  pairs.map(([fg, bg, min]) => [theme.site, fg, bg, min, theme] as const),
);

describe('site theme contrast (WCAG AA)', () => {
  it.each(cases)('%s: %s on %s is at least %d:1', (_site, fg, bg, min, theme) => {
    expect(contrastRatio(theme.color[fg], theme.color[bg])).toBeGreaterThanOrEqual(min);
  });
});

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#fff', '#000', 21],
    ['#767676', '#ffffff', 4.54],
  ])('%s on %s is %d:1', (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 2);
  });

  it('rejects a colour it cannot read', () => {
    expect(() => contrastRatio('red', '#fff')).toThrow('Not a #rgb or #rrggbb colour');
  });
});
