// Resource route /sitemap.xml: the journal's first sitemap file, streamed as the walk of the
// archive finds its entries (see discovery/sitemap/sitemap-files.server.ts).
import type { LoaderFunctionArgs } from 'react-router';
import { site } from 'journal-site:config';
import { sitemapFileResponse } from '../../discovery/sitemap/sitemap-routes.server.ts';

export function loader({ request }: LoaderFunctionArgs) {
  return sitemapFileResponse(site, request, 1);
}
