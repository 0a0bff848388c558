// The root route of every journal app: the HTML document, providers, the layout and the error
// boundary. Its loader (the data every page shares) is in root.server.ts.
import { SiteThemeProvider } from '@journals/design-system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type MetaArgs,
  type ShouldRevalidateFunction,
} from 'react-router';
import { site } from 'journal-site:config';
import { JournalLayout } from './layout/JournalLayout.tsx';
import { routeMeta } from './meta/document-meta.ts';
import { RouteErrorScreen } from './layout/RouteErrorScreen.tsx';

export function links() {
  return [{ rel: 'icon', href: `${site.prefix}favicon.ico`, type: 'image/x-icon' }];
}

// Every page route has its own meta; this one heads a failure that reaches the root's boundary
// (a loader without a boundary of its own failed): the error title, robots noindex.
export function meta(args: MetaArgs) {
  return routeMeta(site, args);
}

// The shared data changes with a new issue, not with navigation.
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export function Layout({ children }: { children: ReactNode }) {
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

export default function JournalApp() {
  // One cache per browser session (and per server render).
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: 1 } },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <JournalLayout>
        <Outlet />
      </JournalLayout>
    </QueryClientProvider>
  );
}

// A failure no page caught (or of the root itself): the error screen inside the page frame.
export function ErrorBoundary() {
  return (
    <JournalLayout>
      <RouteErrorScreen />
    </JournalLayout>
  );
}
