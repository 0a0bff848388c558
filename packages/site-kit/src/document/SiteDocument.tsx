// The HTML document of every site: language, viewport, the routes' head tags, the favicon under
// the site's prefix (a /favicon.ico outside the basename makes React Router log an error), the
// site's theme with its global styles, scroll restoration and the scripts.
import { SiteThemeProvider } from '@journals/design-system';
import type { SiteConfig } from '@journals/site-config';
import type { ReactNode } from 'react';
import { Links, Meta, Scripts, ScrollRestoration } from 'react-router';

/** The root route's links(): the site's favicon under its prefix. */
export function siteDocumentLinks(site: Pick<SiteConfig, 'prefix'>) {
  return [{ rel: 'icon', href: `${site.prefix}favicon.ico`, type: 'image/x-icon' }];
}

export interface SiteDocumentProps {
  site: Pick<SiteConfig, 'id' | 'language'>;
  children: ReactNode;
}

/** The root route's Layout. */
export function SiteDocument({ site, children }: SiteDocumentProps) {
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
        <SiteThemeProvider site={site.id} withGlobalStyle>
          {children}
        </SiteThemeProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}
