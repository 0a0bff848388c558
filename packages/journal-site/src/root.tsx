// The root route of every journal app: the HTML document, providers, the layout and the error
// boundary. Its loader (the data every page shares) is in root.server.ts.
import { SiteDocument, siteDocumentLinks } from '@journals/site-kit/document';
import { siteHydration } from '@journals/site-kit/document/hydration';
import { RouteErrorScreen } from '@journals/site-kit/errors';
import type { ReactNode } from 'react';
import { routeMeta } from '@journals/site-kit/meta';
import { Outlet, type MetaArgs, type ShouldRevalidateFunction } from 'react-router';
import { site } from 'journal-site:config';
import * as assets from 'virtual:site-assets';
import { feedLinks } from './discovery/feeds/feed-links.ts';
import { JournalLayout } from './layout/JournalLayout.tsx';

/** The site stylesheet, the favicon and the journal's feeds, on every page. */
export function links() {
  return [...siteDocumentLinks(site, assets), ...feedLinks(site)];
}

// Every page route has its own meta; this one heads a failure that reaches the root's boundary
// (a loader without a boundary of its own failed): the error title, robots noindex.
export function meta(args: MetaArgs) {
  return routeMeta(site, args);
}

// A journal with a chat provider hydrates every page (the launcher loads after hydration); any
// other page hydrates only when its route opts in (docs/adr/014-hydration-per-route.md).
export const handle = siteHydration(site);

// The shared data changes with a new issue, not with navigation.
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export function Layout({ children }: { children: ReactNode }) {
  return (
    <SiteDocument site={site} assets={assets}>
      {children}
    </SiteDocument>
  );
}

export default function JournalApp() {
  return (
    <JournalLayout>
      <Outlet />
    </JournalLayout>
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
