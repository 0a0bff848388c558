// The stylesheet of one site: its tokens as custom properties on :root, then the global styles.
// Built at build time (the Vite plugin in ../vite.ts writes it as a content-hashed file) and in
// Storybook and tests (SiteStyles), never in the apps' JavaScript.
import { themeVariables } from '../theme/css-variables.ts';
import type { Theme } from '../theme/theme.ts';
import { globalStyles } from './global-styles.ts';

/** `:root { --color-brand: …; … }`: every token of the theme. */
export function tokenDeclarations(theme: Theme): string {
  const lines = themeVariables(theme).map(([name, value]) => `  ${name}: ${value};`);
  return `:root {\n${lines.join('\n')}\n}\n`;
}

/** Removes comments and the white space CSS does not need. */
export function minifyCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};:,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}

/**
 * The whole stylesheet of a site, minified: its tokens, then the global styles. The components'
 * rules are styled-components', collected per page (docs/adr/017-styled-components-and-tanstack-query.md).
 */
export function siteStylesheet(theme: Theme): string {
  return `${minifyCss(tokenDeclarations(theme) + globalStyles)}\n`;
}
