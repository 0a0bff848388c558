// The HTML document of every site: language, viewport, the routes' head tags, the favicon under
// the site's prefix (a /favicon.ico outside the basename makes React Router log an error), the
// site's stylesheet (its tokens and global styles, a content-hashed file), its theme and icon
// sprite, and scroll restoration and the scripts only on a page that hydrates (hydration.ts: a
// matched route's handle opts in). Another page ships no JavaScript but the enhancement scripts
// its routes name (enhancement.ts: `handle.enhance`), small standalone modules.
import { SiteThemeProvider } from '@journals/design-system';
import type { SiteConfig } from '@journals/site-config';
import type { ReactNode } from 'react';
import { Links, Meta, Scripts, ScrollRestoration } from 'react-router';
import { EnhancementScripts } from './EnhancementScripts.tsx';
import { useDocumentHydrates } from './hydration.ts';

/** The addresses of the site's static files: `virtual:site-assets` of the app's Vite build. */
export interface SiteAssetUrls {
  /** The site stylesheet: tokens as custom properties, global styles. */
  stylesheet: string;
  /** The icon sprite every Icon's <use> points into. */
  iconSprite: string;
}

/**
 * The root route's links(): the site's stylesheet and its favicon under its prefix. The
 * stylesheet has a `precedence`, so React writes it at the top of the head, where the browser asks
 * for it first. (React hoists React Router's modulepreload links there too; the server entry
 * leaves them out, so the first paint never shares the network or the CPU with the app's
 * modules: docs/adr/022.)
 */
export function siteDocumentLinks(site: Pick<SiteConfig, 'prefix'>, assets: SiteAssetUrls) {
  return [
    { rel: 'stylesheet', href: assets.stylesheet, precedence: 'site' },
    { rel: 'icon', href: `${site.prefix}favicon.ico`, type: 'image/x-icon' },
  ];
}

export interface SiteDocumentProps {
  site: Pick<SiteConfig, 'id' | 'language'>;
  assets: SiteAssetUrls;
  children: ReactNode;
}

/** The root route's Layout. */
export function SiteDocument({ site, assets, children }: SiteDocumentProps) {
  const hydrates = useDocumentHydrates();
  return (
    <html lang={site.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#ffffff" />
        <Meta />
        <Links />
      </head>
      <body>
        <SiteThemeProvider site={site.id} iconSprite={assets.iconSprite}>
          {children}
        </SiteThemeProvider>
        {hydrates ? <ScrollRestoration /> : null}
        {hydrates ? <Scripts /> : <EnhancementScripts />}
      </body>
    </html>
  );
}
