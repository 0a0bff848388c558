// The journal's pages that need no data to name: every page route without parameters, except
// the list and details routes (their addresses come from the archive) and the 404 page.

/**
 * The pages of the app's route paths (relative to the prefix, in the app's order), less the
 * routes that move to another (`movedRoutes`: route -> the route it moves to).
 */
export function staticPagePaths(
  routePaths: readonly string[],
  movedRoutes: Readonly<Record<string, string>>,
): string[] {
  return routePaths.filter(
    (path) =>
      !/[:*]/.test(path) &&
      !(path in movedRoutes) &&
      !path.endsWith('/paperlist') &&
      !path.endsWith('/paper-details'),
  );
}
