// Paper routes (archives, current issue, thesis, publications, conference: indexes, lists and
// details). Path (relative to the prefix) -> module file name under src/routes.
export const paperRouteFiles = {} as const satisfies Record<`/${string}`, string>;
