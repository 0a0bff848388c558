/// <reference types="vite/client" />
// A site's stylesheet inside the page, for Storybook and component tests (the apps link the
// built file instead). It goes first in <head>, before styled-components' <style>, as the linked
// file does, and never sits in a test's container. Switching `site` replaces it, so the theme
// follows (back and forth). It holds the same CSS as the built file: the tokens, the global styles,
// the static CSS still in `src/internal/**/*.css` then `src/components/*/*.css`, each in path
// order (as `../vite.ts` reads them), and any `extraCss` (a package's own layout).
import type { SiteId } from '@journals/site-config';
import { useInsertionEffect } from 'react';
import { siteTheme } from '../theme/sites.ts';
import { siteStylesheet } from './siteStylesheet.ts';

/** The sources of one glob's files, in path order. */
const inPathOrder = (files: Record<string, string>) =>
  Object.keys(files)
    .sort()
    .map((file) => files[file]!);

/**
 * The design system's CSS in the stylesheet's order (`componentCssGlobs` of ../vite.ts): the
 * shared parts of `src/internal/`, then the components. Vite (Storybook, Vitest) fills the globs;
 * they run on render only, so plain Node can import this module (the e2e suites read site-themes).
 */
export function componentCssSources(): string[] {
  // Vite reads the globs' options literally: they are written out in each call.
  return [
    ...inPathOrder(
      import.meta.glob<string>('../internal/**/*.css', {
        query: '?raw',
        import: 'default',
        eager: true,
      }),
    ),
    ...inPathOrder(
      import.meta.glob<string>('../components/*/*.css', {
        query: '?raw',
        import: 'default',
        eager: true,
      }),
    ),
  ];
}

export function SiteStyles({ site, extraCss = [] }: { site: SiteId; extraCss?: string[] }) {
  const css = siteStylesheet(siteTheme(site), [...componentCssSources(), ...extraCss]);
  // Not a hoisted <style href precedence>: React keeps those once inserted, in insertion order,
  // so a site shown again would stay under the one shown after it.
  useInsertionEffect(() => {
    const style = document.createElement('style');
    style.dataset.siteStyles = site;
    style.textContent = css;
    document.head.prepend(style);
    return () => style.remove();
  }, [site, css]);
  return null;
}
