// The journal's pages that need no data to name: every page route without parameters, except
// the list and details routes (their addresses come from the archive) and the 404 page.
import { movedRoutes, pageRouteFiles } from '../routes/pages/route-files.ts';
import { paperRouteFiles } from '../routes/papers/route-files.ts';

export const staticPagePaths: readonly string[] = [
  ...Object.keys(pageRouteFiles),
  ...Object.keys(paperRouteFiles),
].filter(
  (path) =>
    !/[:*]/.test(path) &&
    !(path in movedRoutes) &&
    !path.endsWith('/paperlist') &&
    !path.endsWith('/paper-details'),
);
