/// <reference types="vite/client" />
// The one way a site serves a part of its page as server HTML rendered once and reused
// (docs/adr/026-one-render-once-mechanism.md): the frame of every site (skip link, header, side
// column, footer, back-to-top button), the publisher home's sections and text pages, a list's
// paper cards. On the server the part is rendered on a root of its own once per key and address
// class (./cached-site-part.tsx, ./cached-fragment.tsx) and spliced into every page that uses it.
// A page that does not hydrate gets its HTML as it is, with no wrapper. What a page that hydrates
// gets is the part's `hydrating` mode:
//
// - 'island': the browser never renders the part. The server wraps it in one
//   <div data-static-frame="name" style="display:contents"> (no box); the browser gives the same
//   <div> the server's HTML through dangerouslySetInnerHTML, so React neither hydrates nor
//   rewrites it, and a remount puts the same HTML back. The client build gives no children
//   (`children={rendersOnServer ? <Part /> : null}`, the condition written out in the module that
//   imports the part), so it has none of the part's code.
// - 'in-place': server and browser render the part in place (its ids come from `useId`, which a
//   root of its own would change).
// - 'hydrated': the cached HTML is served and the browser hydrates it as it renders it in place:
//   the part's output depends on its props only (no `useId`), and its style rules stay in
//   styled-components' sheet.
//
// The client build has none of the cache: Vite sets both values of `rendersOnServer` to false,
// so the bundler drops Cached, OnServer and the modules they import.
import type { SiteId } from '@journals/site-config';
import { useDocumentHydrates } from '@journals/site-kit/ui/document/hydration';
import type { ReactNode } from 'react';
import { CachedSitePart } from './cached-site-part.tsx';

/** What a page that hydrates does with the part (a page that does not serves the cached HTML). */
export type HydratingMode = 'island' | 'in-place' | 'hydrated';

export interface RenderedOnceProps {
  site: SiteId;
  /** Which part: 'header', 'footer', 'paper-card'... An island's `data-static-frame` value. */
  name: string;
  /** What the part shows that may change while the server runs (settings, a paper): its key. */
  settingsKey?: string;
  hydrating: HydratingMode;
  /** The part; for an island, null in the client build. */
  children: ReactNode;
}

/**
 * Whether this build renders parts: the server build, and the unit tests (which render pages as
 * the server does). false in the client build, where Vite replaces both values.
 */
const rendersOnServer: boolean = import.meta.env.SSR || import.meta.env.MODE === 'test';

/** display: contents: an island makes no box; the layout, sticky header and grid are unchanged. */
const islandStyle = { display: 'contents' } as const;

const islandHtmlByName = new Map<string, string>();

/** The server's HTML of an island, read from the document the first time it is asked for. */
function islandHtml(name: string): string {
  let html = islandHtmlByName.get(name);
  if (html === undefined) {
    html = document.querySelector(`[data-static-frame="${name}"]`)?.innerHTML ?? '';
    islandHtmlByName.set(name, html);
  }
  return html;
}

/** An island in the browser: the server's element, keeping the server's HTML as it is. */
function IslandInBrowser({ name }: { name: string }) {
  return (
    <div
      data-static-frame={name}
      style={islandStyle}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: islandHtml(name) }}
    />
  );
}

/** The part from the cache (./cached-site-part.tsx). */
function Cached({ site, name, settingsKey = '', hydrating, children }: RenderedOnceProps) {
  return (
    <CachedSitePart
      site={site}
      name={name}
      settingsKey={settingsKey}
      hydrates={hydrating === 'hydrated'}
    >
      {children}
    </CachedSitePart>
  );
}

/** An island or an in-place part on the server: what it is depends on the page's hydration. */
function OnServer(props: RenderedOnceProps) {
  const hydrates = useDocumentHydrates();
  if (!hydrates) return <Cached {...props} />;
  if (props.hydrating === 'in-place') return props.children;
  return (
    <div data-static-frame={props.name} style={islandStyle}>
      <Cached {...props} />
    </div>
  );
}

/** A part of a site's page, rendered once on the server and reused (see above). */
export function RenderedOnce(props: RenderedOnceProps) {
  const island = props.hydrating === 'island';
  if (rendersOnServer && !(island && props.children === null)) {
    // A hydrated part is the same on every page, whether it hydrates or not.
    return props.hydrating === 'hydrated' ? <Cached {...props} /> : <OnServer {...props} />;
  }
  return island ? <IslandInBrowser name={props.name} /> : props.children;
}
