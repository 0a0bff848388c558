// The route list a journal app mounts (its app/routes.ts). Every route module lives here, in
// src/routes/<file>, and the app's routes point to it (React Router builds route modules outside
// the app's directory). A journal replaces one page by writing its own module at
// app/routes/<file>, or for a text page (one module, text-page.tsx, serves them all) at the page's
// own name (app/routes/pages/faqs.tsx for /FAQs): the route then points to that file instead.
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  getAppDirectory,
  index,
  relative,
  route,
  type RouteConfigEntry,
} from '@react-router/dev/routes';
import { movedRoutes, pageRouteFiles, textPageRouteFiles } from './routes/pages/route-files.ts';
import { paperRouteFiles } from './routes/papers/route-files.ts';
import { resourceRouteFiles } from './routes/resources/route-files.ts';

/** Every route: path relative to the prefix -> module file relative to routes/. */
export const journalRouteFiles: Record<string, string> = {
  ...resourceRouteFiles,
  ...paperRouteFiles,
  ...pageRouteFiles,
};

/**
 * The module a journal writes under its app/routes/ to replace one route's page: the shared
 * module's file, or for a text page the page's own name (`pages/faqs.tsx`), so replacing one text
 * page leaves the others on text-page.tsx.
 */
export const journalReplacementFiles: Record<string, string> = {
  ...journalRouteFiles,
  ...textPageRouteFiles,
};

/**
 * The routes that answer pages readers and crawlers land on: all but the resource routes (files,
 * JSON) and the moved routes (301 to another route), with the catch-all 404 last.
 */
export const journalPageRoutes: string[] = Object.keys(journalRouteFiles).filter(
  (path) => !(path in resourceRouteFiles) && !(path in movedRoutes),
);

export { movedRoutes };

/** Route ids must be unique: a module may serve several paths (details pages, text pages). */
function routeId(urlPath: string): string {
  return urlPath === '/' ? 'routes/home' : `routes${urlPath.replace(/[:*]/g, '_')}`;
}

/** The shared modules, by paths relative to this folder (src/). */
const shared = relative(import.meta.dirname);

/**
 * The app's routes: each path to the app's own module at app/routes/<replacement file> where the
 * journal wrote one, otherwise to the shared module. `appDirectory` defaults to React Router's.
 */
export function journalRouteConfig(appDirectory = getAppDirectory()): RouteConfigEntry[] {
  return Object.entries(journalRouteFiles).map(([urlPath, file]) => {
    const replacement = journalReplacementFiles[urlPath] ?? file;
    const own = existsSync(path.join(appDirectory, 'routes', replacement));
    const module = `routes/${own ? replacement : file}`;
    const id = routeId(urlPath);
    if (urlPath === '/') return own ? index(module, { id }) : shared.index(module, { id });
    return own
      ? route(urlPath.slice(1), module, { id })
      : shared.route(urlPath.slice(1), module, { id });
  });
}
