// Every route of the publisher site: path -> module under app/routes, in the order of the site
// config's route list; the resource route and the catch-all 404 come last.
import type { publisher } from '@journals/site-config';

type PublisherRoute = (typeof publisher.routes)[number];

export const pageRouteFiles = {
  '/': 'home.tsx',
  '/about': 'text-page.tsx',
  '/for-authors': 'text-page.tsx',
  '/journals': 'journals.tsx',
  '/contact-us': 'contact-us.tsx',
  '/publication&ethics': 'text-page.tsx',
  // The same policy: its head names /publication&ethics as the canonical address.
  '/guidence-for-authors': 'guidance-for-authors.tsx',
  '/peer-review-process': 'text-page.tsx',
  '/open-access-policy': 'text-page.tsx',
  '/cookie-policy': 'text-page.tsx',
  '/privacy-policy': 'text-page.tsx',
  '/terms-of-service': 'text-page.tsx',
  '/faqs': 'text-page.tsx',
  '/submit-paper': 'text-page.tsx',
  '/editorial-board': 'text-page.tsx',
  '/copyright-policy': 'text-page.tsx',
} as const satisfies Record<PublisherRoute, string>;

export const otherRouteFiles = {
  // The indexing partners' logos, from the API's files, under the site's own origin.
  '/files/indexing/:file': 'resources/partner-logo.ts',
  // What crawlers read of the whole origin, and the share image.
  '/robots.txt': 'resources/robots.ts',
  '/sitemap.xml': 'resources/sitemap-index.ts',
  '/sitemap-pages.xml': 'resources/sitemap-pages.ts',
  '/share-image.png': 'resources/share-image.ts',
  // Last: any other address is the 404 page (HTTP 404).
  '/*': 'not-found.tsx',
} as const;

/** The route id of a path ('routes/about'), so one module can serve several paths. */
export function routeId(path: string): string {
  if (path === '/') return 'routes/home';
  return `routes${path.replace(/[:*&]/g, '_')}`;
}

/** The page path a route id stands for ('routes/about' -> '/about'). */
export function routePathOf(id: string | undefined): keyof typeof pageRouteFiles | undefined {
  return (Object.keys(pageRouteFiles) as (keyof typeof pageRouteFiles)[]).find(
    (path) => routeId(path) === id,
  );
}
