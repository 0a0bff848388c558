// The root route: the HTML document, the publisher's page frame and the error boundary. Its
// loader (the data every page shares) is in root.server.ts.
import { SiteDocument, siteDocumentLinks } from '@journals/site-kit/document';
import { siteHydration } from '@journals/site-kit/document/hydration';
import { RouteErrorScreen } from '@journals/site-kit/errors';
import { routeMeta } from '@journals/site-kit/meta';
import type { ReactNode } from 'react';
import { Outlet, type MetaArgs, type ShouldRevalidateFunction } from 'react-router';
import * as assets from 'virtual:site-assets';
import { PublisherLayout } from './layout/PublisherLayout.tsx';
import { site } from './site.ts';

export { loader, middleware } from './root.server.ts';

export function links() {
  return siteDocumentLinks(site, assets);
}

// Every page route has its own meta; this one heads a failure that reaches the root's boundary:
// the error title, robots noindex.
export function meta(args: MetaArgs) {
  return routeMeta(site, args);
}

// With a chat provider every page hydrates; otherwise only the routes that opt in (the home,
// the contact form): docs/adr/014-hydration-per-route.md.
export const handle = siteHydration(site);

// The shared data (origin, contact) does not change with navigation.
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export function Layout({ children }: { children: ReactNode }) {
  return (
    <SiteDocument site={site} assets={assets}>
      {children}
    </SiteDocument>
  );
}

export default function PublisherApp() {
  return (
    <PublisherLayout>
      <Outlet />
    </PublisherLayout>
  );
}

// A failure no page caught (or of the root itself): the error screen inside the page frame.
export function ErrorBoundary() {
  return (
    <PublisherLayout>
      <RouteErrorScreen />
    </PublisherLayout>
  );
}
