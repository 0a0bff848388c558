// The theme components get at run time: per-site values (colours) and long values (font stacks,
// shadows) are `var(--…)` references to the site stylesheet's custom properties, so the page's
// JavaScript and its inline styles carry no site's colours; the scales every site shares (space,
// sizes, weights, layers, breakpoints) stay plain values, shorter inline than a reference.
// Built from the token names, not from a site's values: no site's colours end up in a bundle.
import type { SiteId } from '@journals/site-config';
import { breakpoints, media } from '../tokens/breakpoints.ts';
import { colorTokenNames } from '../tokens/color.ts';
import type { ColorTokens } from '../tokens/color.ts';
import { layout, motion, radius, shadow, space, zIndex } from '../tokens/space.ts';
import { fontFamily, fontSize, fontWeight, lineHeight } from '../tokens/typography.ts';
import { cssVariableName } from './css-variables.ts';
import type { Theme } from './theme.ts';

/** The groups whose values the runtime theme reads from CSS custom properties. */
export const referencedGroups = [
  'color',
  'font',
  'shadow',
] as const satisfies readonly (keyof Theme)[];

function references<T>(group: (typeof referencedGroups)[number], names: readonly string[]): T {
  return Object.fromEntries(
    names.map((token) => [token, `var(${cssVariableName(group, token)})`]),
  ) as T;
}

const sharedTheme: Omit<Theme, 'site'> = {
  color: references<ColorTokens>('color', colorTokenNames),
  font: references<Theme['font']>('font', Object.keys(fontFamily)),
  shadow: references<Theme['shadow']>('shadow', Object.keys(shadow)),
  fontSize,
  fontWeight,
  lineHeight,
  space,
  radius,
  zIndex,
  layout,
  motion,
  breakpoints,
  media,
};

const themes = new Map<SiteId, Theme>();

/** The runtime theme of a site: the same references for every site, under its id. */
export function cssTheme(site: SiteId): Theme {
  const theme = themes.get(site) ?? { ...sharedTheme, site };
  themes.set(site, theme);
  return theme;
}
