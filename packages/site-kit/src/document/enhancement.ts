// The enhancement scripts of a page that does not hydrate (docs/adr/014-hydration-per-route.md).
// A route may name small standalone modules (no React, a few hundred bytes) that make its server
// HTML nicer where a script runs, e.g. the citations' Copy buttons: `handle.enhance`, a list of
// addresses from an `import url from './x.ts?enhance'` (the Vite plugin of ../vite-enhance.ts
// builds each as a hashed file under the site's prefix). The document loads them as module
// scripts with the response's CSP nonce only when the page does not hydrate: a hydrating page
// does the same work with its components.

/** What a route module's `handle` may say about enhancement scripts. */
export interface EnhancementHandle {
  /** The addresses of the page's enhancement scripts (`?enhance` imports). */
  enhance?: readonly string[];
}

function routeEnhancements(handle: unknown): readonly string[] {
  if (typeof handle !== 'object' || handle === null || !('enhance' in handle)) return [];
  const { enhance } = handle as { enhance: unknown };
  return Array.isArray(enhance)
    ? enhance.filter((url): url is string => typeof url === 'string')
    : [];
}

/** The enhancement scripts of the page of these matched routes (root first), each once. */
export function pageEnhancements(matches: readonly { handle?: unknown }[]): string[] {
  return [...new Set(matches.flatMap((match) => routeEnhancements(match.handle)))];
}
