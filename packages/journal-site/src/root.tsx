// The root route of every journal app: the HTML document, the error boundary and the outlet.
import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import { site } from 'journal-site:config';

export function links() {
  return [{ rel: 'icon', href: `${site.prefix}favicon.ico`, type: 'image/x-icon' }];
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang={site.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function JournalApp() {
  return <Outlet />;
}
