// What a route module may tell the layout (and the document) through its `handle` export.
import type { EnhancementHandle } from '@journals/site-kit/ui/document/enhancement';
import type { HydrationHandle } from '@journals/site-kit/ui/document/hydration';
import type { Location } from 'react-router';
import { useLocation, useMatches } from 'react-router';

/**
 * `hydrate` (from HydrationHandle): whether the page loads its script; default no. `enhance`
 * (from EnhancementHandle): the standalone scripts a page that does not hydrate loads instead.
 */
export interface JournalRouteHandle extends HydrationHandle, EnhancementHandle {
  /** The page's background: the home page's gradient (default: plain). */
  background?: 'plain' | 'gradient';
  /**
   * The id of the element the page should be scrolled to for this location (e.g. the ethics
   * section a `?target=` selects), or null for the page start.
   */
  scrollTarget?: (location: Location) => string | null;
}

function isJournalRouteHandle(handle: unknown): handle is JournalRouteHandle {
  return typeof handle === 'object' && handle !== null;
}

/** The handle of the deepest matched route that has one. */
export function useJournalRouteHandle(): JournalRouteHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isJournalRouteHandle(handle)) return handle;
  }
  return {};
}

/** The element id the current location asks to be scrolled to, or null. */
export function useScrollTarget(): string | null {
  const location = useLocation();
  const { scrollTarget } = useJournalRouteHandle();
  return scrollTarget ? scrollTarget(location) : null;
}
