// What the apps' JavaScript needs of the theme: the type, the runtime theme (references to the
// site stylesheet's custom properties) and its provider. The site themes' values live in
// `@journals/design-system/site-themes` (build time, Storybook, tests, server-side images).
export type { Theme } from './theme.ts';
export { cssTheme } from './css-theme.ts';
export { cssVariableName } from './css-variables.ts';
export { contrastRatio, relativeLuminance } from './contrast.ts';
export { SiteThemeProvider } from './SiteThemeProvider.tsx';
export type { SiteThemeProviderProps } from './SiteThemeProvider.tsx';
