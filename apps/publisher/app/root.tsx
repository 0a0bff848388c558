// The root route: the HTML document, the publisher's page frame and the error boundary. Its
// loader (the data every page shares) is in root.server.ts.
import { SiteDocument, siteDocumentLinks } from '@journals/site-kit/document';
import { RouteErrorScreen } from '@journals/site-kit/errors';
import type { ReactNode } from 'react';
import { Outlet, type ShouldRevalidateFunction } from 'react-router';
import { PublisherLayout } from './layout/PublisherLayout.tsx';
import { site } from './site.ts';

export { loader } from './root.server.ts';

export function links() {
  return siteDocumentLinks(site);
}

// The shared data (origin, contact) does not change with navigation.
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export function Layout({ children }: { children: ReactNode }) {
  return <SiteDocument site={site}>{children}</SiteDocument>;
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
