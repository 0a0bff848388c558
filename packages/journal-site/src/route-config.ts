// The route list a journal app mounts (its app/routes.ts), from the site's declared routes.
import { index, route, type RouteConfigEntry } from '@react-router/dev/routes';

/** Path (relative to the prefix) -> the app's route module file (relative to app/). */
export const journalRouteFiles = {
  '/': 'routes/home.tsx',
} as const satisfies Record<`/${string}`, string>;

export function journalRouteConfig(): RouteConfigEntry[] {
  return Object.entries(journalRouteFiles).map(([path, file]) =>
    path === '/' ? index(file) : route(path.slice(1), file),
  );
}
