// The enhancement scripts of a page that does not hydrate (docs/adr/014-hydration-per-route.md).
// A route may name small standalone modules (no React, a few hundred bytes) that make its server
// HTML nicer where a script runs, e.g. the citations' Copy buttons: `handle.enhance`, a list of
// addresses from an `import url from './x.ts?enhance'` (the Vite plugin of ../vite-enhance.ts
// builds each as a hashed file under the site's prefix), or a rule of the query that returns such
// a list (the ethics page loads its scroll script only for a `?target=`). The document loads them
// as module scripts only when the page does not hydrate: a hydrating page does the same work
// with its components.
import type { HydrationLocation } from './hydration.ts';

/** The page's enhancement scripts: a list, or a rule of the address giving one. */
export type EnhancementRule =
  readonly string[] | ((location: HydrationLocation) => readonly string[]);

/** What a route module's `handle` may say about enhancement scripts. */
export interface EnhancementHandle {
  /** The addresses of the page's enhancement scripts (`?enhance` imports). */
  enhance?: EnhancementRule;
}

function routeEnhancements(handle: unknown, location: HydrationLocation): readonly string[] {
  if (typeof handle !== 'object' || handle === null || !('enhance' in handle)) return [];
  const { enhance } = handle as { enhance: unknown };
  const list: unknown =
    typeof enhance === 'function'
      ? (enhance as (at: HydrationLocation) => unknown)(location)
      : enhance;
  return Array.isArray(list) ? list.filter((url): url is string => typeof url === 'string') : [];
}

/** The enhancement scripts of the page of these matched routes (root first) at this address. */
export function pageEnhancements(
  matches: readonly { handle?: unknown }[],
  location: HydrationLocation,
): string[] {
  return [...new Set(matches.flatMap((match) => routeEnhancements(match.handle, location)))];
}
