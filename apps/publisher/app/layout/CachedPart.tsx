/// <reference types="vite/client" />
// A part of a publisher page that is the same on many requests: the frame (skip link, header,
// footer, scroll-to-top button) and the home's sections from the site config. On a page that
// does not hydrate, the server gives it as HTML rendered once and reused
// (@journals/ssr/cached-site-part): the frame is the same on every page but for the aria-current
// of its menu, and rendering it was most of a page's rendering time. On a page that hydrates,
// React renders it in place, so the ids of the browser's render match the server's. The client
// build has no cached parts (Vite sets import.meta.env.SSR to false and the bundler drops them).
import { useDocumentHydrates } from '@journals/site-kit/ui/document/hydration';
import { CachedSitePart } from '@journals/ssr/cached-site-part';
import type { ReactNode } from 'react';
import { site } from '../site.ts';

export function CachedPart({
  name,
  settingsKey = '',
  children,
}: {
  name: string;
  /** What the part shows that the server's settings decide (publisherSettingsKey). */
  settingsKey?: string;
  children: ReactNode;
}) {
  const hydrates = useDocumentHydrates();
  return import.meta.env.SSR && !hydrates ? (
    <CachedSitePart site={site.id} name={name} settingsKey={settingsKey}>
      {children}
    </CachedSitePart>
  ) : (
    children
  );
}
