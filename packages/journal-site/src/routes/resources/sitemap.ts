// Resource route /sitemap.xml: the journal's first sitemap file, streamed as the walk of the
// archive finds its entries (see @journals/discovery's sitemap/sitemap-files.server.ts).
import type { LoaderFunctionArgs } from 'react-router';
import { site } from 'journal-site:config';
import { sitemapFileResponse } from '@journals/discovery/sitemap/sitemap-routes.server';
import { discoverySource } from '../../server/discovery-source.server.ts';

export function loader({ request }: LoaderFunctionArgs) {
  return sitemapFileResponse(discoverySource(site), request, 1);
}
