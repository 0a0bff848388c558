// Paper routes (archives, current issue, thesis, publications, conference: indexes, lists and
// details). Path (relative to the prefix) -> module file name under src/routes (and the app's
// app/routes). One list module and one details module each serve four paths; they read the area
// from the path.
export const paperRouteFiles = {
  '/archives': 'papers/archives.tsx',
  '/archives/paperlist': 'papers/paper-list.tsx',
  '/archives/paper-details': 'papers/paper-details.tsx',
  '/current-issue': 'papers/current-issue.tsx',
  '/current-issue/paperlist': 'papers/paper-list.tsx',
  '/current-issue/paper-details': 'papers/paper-details.tsx',
  '/thesis': 'papers/thesis.tsx',
  '/thesis/paperlist': 'papers/paper-list.tsx',
  '/thesis/paper-details': 'papers/paper-details.tsx',
  '/publications': 'papers/publications.tsx',
  '/conference': 'papers/conference.tsx',
  '/conference/paperlist': 'papers/paper-list.tsx',
  '/conference/paper-details': 'papers/paper-details.tsx',
} as const satisfies Record<`/${string}`, string>;
