/// <reference types="vite/client" />
// A site's stylesheet inside the page, for Storybook and component tests (the apps link the
// built file instead). Switching `site` switches the custom properties, so the theme follows.
// React hoists it into <head> (`href` + `precedence`), so it never sits in a test's container.
// It holds the same component CSS as the built file: every `src/components/*/*.css`, in the
// order of their paths (as `../vite.ts` reads them), and any `extraCss` (a package's own layout).
import type { SiteId } from '@journals/site-config';
import { siteTheme } from '../theme/sites.ts';
import { siteStylesheet } from './siteStylesheet.ts';

/**
 * The design system's component CSS, in path order. Vite (Storybook, Vitest) fills the glob; it
 * runs on render only, so plain Node can import this module (the e2e suites read site-themes).
 */
export function componentCssSources(): string[] {
  const files = import.meta.glob<string>('../components/*/*.css', {
    query: '?raw',
    import: 'default',
    eager: true,
  });
  return Object.keys(files)
    .sort()
    .map((file) => files[file]!);
}

export function SiteStyles({ site, extraCss = [] }: { site: SiteId; extraCss?: string[] }) {
  return (
    <style href={`site-styles-${site}`} precedence="site-styles">
      {siteStylesheet(siteTheme(site), [...componentCssSources(), ...extraCss])}
    </style>
  );
}
