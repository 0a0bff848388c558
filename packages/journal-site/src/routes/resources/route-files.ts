// Resource routes (no page): the api/ forwarder, PDFs and downloads. Path -> module file name.
export const resourceRouteFiles = {
  '/api/:call': 'resources/api.ts',
  '/files/*': 'resources/files.ts',
  '/downloads/:file': 'resources/download.ts',
} as const satisfies Record<`/${string}`, string>;
