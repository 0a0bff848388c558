// Which page routes hydrate (docs/adr/014-hydration-per-route.md), known from the route module
// that serves them: the paper lists load the app, no other page does. The specs read it while
// they are collected, to make one test per route for what its pages must ship.
import { journalRouteFiles } from '@journals/journal-site/route-config';

/** The route modules whose pages hydrate; any other page must not. */
export const hydratingModules = new Set(['papers/paper-list.tsx']);

/** Whether the pages of a route of the route list (`'/archives/paperlist'`) hydrate. */
export function hydrates(route: string): boolean {
  return hydratingModules.has(journalRouteFiles[route] ?? '');
}
