// The CSS custom property of every token: `theme.color.brandStrong` is `--color-brand-strong`.
// The site stylesheet defines them (per site, in `:root`); the theme components read names them.
import type { Theme } from './theme.ts';

/** The token groups that become custom properties (not breakpoints or media: queries cannot read variables). */
export const variableGroups = [
  'color',
  'font',
  'fontSize',
  'fontWeight',
  'lineHeight',
  'space',
  'radius',
  'shadow',
  'zIndex',
  'layout',
  'motion',
] as const satisfies readonly (keyof Theme)[];

export type VariableGroup = (typeof variableGroups)[number];

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** `cssVariableName('color', 'brandStrong')` is `--color-brand-strong`. */
export function cssVariableName(group: VariableGroup, token: string): string {
  return `--${kebab(group)}-${kebab(token)}`;
}

/** Every custom property of a theme with its value, in a stable order. */
export function themeVariables(theme: Theme): [name: string, value: string][] {
  return variableGroups.flatMap((group) =>
    Object.entries(theme[group] as Record<string, string | number>).map(
      ([token, value]) => [cssVariableName(group, token), String(value)] as [string, string],
    ),
  );
}
