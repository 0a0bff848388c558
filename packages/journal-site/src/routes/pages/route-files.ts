// Page routes (home, information and policy pages, blogs, editorial board, contact, 404).
// Path (relative to the prefix) -> module file name under src/routes (and the app's app/routes).
export const pageRouteFiles = {
  '/': 'pages/home.tsx',
} as const satisfies Record<`/${string}`, string>;
