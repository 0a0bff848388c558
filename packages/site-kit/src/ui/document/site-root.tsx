// The root route every site app mounts, the publisher's and the journals': the HTML document,
// the site's page frame around every page and around a failure no page caught, the head links,
// the failure's meta, the hydration rule and no revalidation of the shared data. A site passes
// its config, its static files and its frame; its loader and middleware stay in its
// root.server.ts.
import type { SiteConfig } from '@journals/site-config';
import type { ComponentType, ReactNode } from 'react';
import {
  Outlet,
  type LinkDescriptor,
  type MetaArgs,
  type ShouldRevalidateFunction,
} from 'react-router';
import { RouteErrorScreen } from '../errors/RouteErrorScreen.tsx';
import { routeMeta, type DocumentMetaInput } from '../meta/document-meta.ts';
import { siteHydration } from './hydration.ts';
import { SiteDocument, siteDocumentLinks, type SiteAssetUrls } from './SiteDocument.tsx';

export interface SiteRootOptions {
  site: DocumentMetaInput['site'] & Pick<SiteConfig, 'id' | 'language' | 'chat'>;
  /** `virtual:site-assets` of the app's Vite build. */
  assets: SiteAssetUrls;
  /** The site's page frame (header, main container, footer) around a page. */
  Frame: ComponentType<{ children: ReactNode }>;
  /** Links of the site's own after the stylesheet and favicon (a journal's feeds). */
  links?: LinkDescriptor[];
}

/** The root route module's exports; the app's root.tsx re-exports them. */
export function siteRoot({ site, assets, Frame, links = [] }: SiteRootOptions) {
  const documentLinks = [...siteDocumentLinks(site, assets), ...links];

  function Layout({ children }: { children: ReactNode }) {
    return (
      <SiteDocument site={site} assets={assets}>
        {children}
      </SiteDocument>
    );
  }

  function SiteApp() {
    return (
      <Frame>
        <Outlet />
      </Frame>
    );
  }

  // A failure no page caught (or of the root itself): the error screen inside the page frame.
  function ErrorBoundary() {
    return (
      <Frame>
        <RouteErrorScreen />
      </Frame>
    );
  }

  // The shared data (origin, contact, a journal's current issue) does not change with navigation.
  const shouldRevalidate: ShouldRevalidateFunction = () => false;

  return {
    links: () => documentLinks,
    // Every page route has its own meta; this one heads a failure that reaches the root's
    // boundary: the error title, robots noindex.
    meta: (args: MetaArgs) => routeMeta(site, args),
    // With a chat provider every page hydrates; otherwise only the routes that opt in
    // (docs/adr/014-hydration-per-route.md).
    handle: siteHydration(site),
    shouldRevalidate,
    Layout,
    SiteApp,
    ErrorBoundary,
  };
}
