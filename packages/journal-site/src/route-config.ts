// The route list a journal app mounts (its app/routes.ts). Every module lives in
// src/routes/<file> here and is re-exported by the app's app/routes/<file>, so a journal can
// replace one page by editing its own file.
import { index, route, type RouteConfigEntry } from '@react-router/dev/routes';
import { movedRoutes, pageRouteFiles } from './routes/pages/route-files.ts';
import { paperRouteFiles } from './routes/papers/route-files.ts';
import { resourceRouteFiles } from './routes/resources/route-files.ts';

/** Every route: path relative to the prefix -> module file relative to routes/. */
export const journalRouteFiles: Record<string, string> = {
  ...resourceRouteFiles,
  ...paperRouteFiles,
  ...pageRouteFiles,
};

/**
 * The routes that answer pages readers and crawlers land on: all but the resource routes (files,
 * JSON) and the moved routes (301 to another route), with the catch-all 404 last.
 */
export const journalPageRoutes: string[] = Object.keys(journalRouteFiles).filter(
  (path) => !(path in resourceRouteFiles) && !(path in movedRoutes),
);

export { movedRoutes };

/** Route ids must be unique; a module may serve several paths (e.g. the details pages). */
function routeId(path: string): string {
  return path === '/' ? 'routes/home' : `routes${path.replace(/[:*]/g, '_')}`;
}

export function journalRouteConfig(): RouteConfigEntry[] {
  return Object.entries(journalRouteFiles).map(([path, file]) =>
    path === '/'
      ? index(`routes/${file}`, { id: routeId(path) })
      : route(path.slice(1), `routes/${file}`, { id: routeId(path) }),
  );
}
