// Whether a page of a built app loads its scripts at all: read from the server build, by the
// rule the app's document follows (@journals/site-kit/ui/document/hydration): the page hydrates
// when its route or one of the routes above it (the root) opts in through its module's handle;
// a page that does not loads only the enhancement scripts those handles name (`handle.enhance`).
import { pageEnhancements } from '@journals/site-kit/ui/document/enhancement';
import { pageHydrates } from '@journals/site-kit/ui/document/hydration';

export interface ServerRoute {
  parentId?: string | undefined;
  module: { handle?: unknown };
}

export type ServerRoutes = Record<string, ServerRoute | undefined>;

/** The route and every route above it, the root first. */
export function routeChain(routes: ServerRoutes, routeId: string): ServerRoute[] {
  const chain: ServerRoute[] = [];
  for (let id: string | undefined = routeId; id !== undefined;) {
    const route: ServerRoute | undefined = routes[id];
    if (!route) {
      throw new Error(
        `No route "${id}" in the server build (routes: ${Object.keys(routes).join(', ')})`,
      );
    }
    chain.unshift(route);
    id = route.parentId;
  }
  return chain;
}

/** Whether the page of a route, at an address with this query ('' or '?target=...'), hydrates. */
export function routeHydrates(routes: ServerRoutes, routeId: string, search = ''): boolean {
  const matches = routeChain(routes, routeId).map((route) => ({ handle: route.module.handle }));
  return pageHydrates(matches, { search });
}

/**
 * The enhancement scripts (public URLs) a page of this route, at an address with this query,
 * loads when it does not hydrate.
 */
export function routeEnhancements(routes: ServerRoutes, routeId: string, search = ''): string[] {
  return pageEnhancements(
    routeChain(routes, routeId).map((route) => ({ handle: route.module.handle })),
    { search },
  );
}
