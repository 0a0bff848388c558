// Which pages load the client bundle and hydrate (docs/adr/014-hydration-per-route.md). A page
// hydrates when one of its matched routes opts in through its `handle` (`hydrate: true`, or a
// rule of the address); every other page is server HTML only: no script but JSON-LD, no
// modulepreload, no React Router context. The root's document (SiteDocument) and the server
// entry (@journals/ssr, which then leaves out the loader data stream) decide with the same rule.
import type { SiteConfig } from '@journals/site-config';
import { useLocation, useMatches } from 'react-router';

/**
 * The part of the address a rule may read: the query ('?target=...'). The path is the route's
 * own; the server and the browser see it with and without the site's prefix.
 */
export interface HydrationLocation {
  search: string;
}

/** true: the page hydrates; a function: it hydrates for the queries the rule accepts. */
export type HydrationRule = boolean | ((location: HydrationLocation) => boolean);

/** What a route module's `handle` may say about hydration (default: the page does not). */
export interface HydrationHandle {
  hydrate?: HydrationRule;
}

function hydrationRule(handle: unknown): HydrationRule | undefined {
  if (typeof handle !== 'object' || handle === null || !('hydrate' in handle)) return undefined;
  const { hydrate } = handle as { hydrate: unknown };
  return typeof hydrate === 'boolean' || typeof hydrate === 'function'
    ? (hydrate as HydrationRule)
    : undefined;
}

/** Whether a route's handle opts the page at this address into hydration. */
export function routeHydrates(handle: unknown, location: HydrationLocation): boolean {
  const rule = hydrationRule(handle);
  return typeof rule === 'function' ? rule(location) : rule === true;
}

/** Whether the page of these matched routes (root first) hydrates: any of them opts in. */
export function pageHydrates(
  matches: readonly { handle?: unknown }[],
  location: HydrationLocation,
): boolean {
  return matches.some((match) => routeHydrates(match.handle, location));
}

/**
 * The root route's handle: a site with a chat provider hydrates every page (the launcher loads
 * after hydration), any other site lets each page decide.
 */
export function siteHydration(site: Pick<SiteConfig, 'chat'>): HydrationHandle {
  return { hydrate: site.chat !== null };
}

/**
 * Whether the document renders the scripts (and scroll restoration). In the browser it always
 * does: a page only runs there when it hydrated, and a client navigation to a page that does not
 * opt in keeps the running app (its scroll restoration included) rather than tearing it down.
 */
export function useDocumentHydrates(): boolean {
  const matches = useMatches();
  const location = useLocation();
  return 'document' in globalThis || pageHydrates(matches, location);
}
