// @journals/design-system/site-themes: every site's theme with its values, its stylesheet and the
// icon sprite. For build time (the Vite plugin), Storybook, tests and server-side drawings (share
// images): never for the apps' client code, which would then carry every site's colours.
export { baseTheme } from './theme/theme.ts';
export { createTheme, siteTheme, siteThemeOverrides, siteThemes } from './theme/sites.ts';
export type { ThemedSiteId, ThemeOverride } from './theme/sites.ts';
export { deepMerge } from './theme/merge.ts';
export type { DeepPartial } from './theme/merge.ts';
export { themeVariables, variableGroups } from './theme/css-variables.ts';
export { referencedGroups } from './theme/css-theme.ts';
export { globalStyles } from './styles/global-styles.ts';
export { minifyCss, siteStylesheet, tokenDeclarations } from './styles/site-stylesheet.ts';
export { SiteStyles } from './styles/SiteStyles.tsx';
export { iconSprite, iconSymbols } from './components/Icon/icon-sprite.ts';
export { icons } from './components/Icon/icons.ts';
export { InlineIconSprite } from './components/Icon/InlineIconSprite.tsx';
