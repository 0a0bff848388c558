// Resource routes (no page): the api/ forwarder, PDFs, downloads, and what crawlers, feed
// readers, harvesters and reference managers read. Path -> module file name.
export const resourceRouteFiles = {
  '/api/:call': 'resources/api.ts',
  '/files/*': 'resources/files.ts',
  '/downloads/:file': 'resources/download.ts',
  '/robots.txt': 'resources/robots.ts',
  '/sitemap.xml': 'resources/sitemap.ts',
  '/sitemap-index.xml': 'resources/sitemap-index.ts',
  '/sitemap/:file': 'resources/sitemap-part.ts',
  '/feeds/:file': 'resources/feed.ts',
  '/oai': 'resources/oai.ts',
  '/cite/:kind/:file': 'resources/cite.ts',
  '/share-image.png': 'resources/share-image.ts',
} as const satisfies Record<`/${string}`, string>;
