// Resource route /sitemap-index.xml: the journal's sitemap files with their lastmod.
import type { LoaderFunctionArgs } from 'react-router';
import { site } from 'journal-site:config';
import { sitemapIndexResponse } from '../../discovery/sitemap/sitemap-routes.server.ts';

export function loader({ request }: LoaderFunctionArgs) {
  return sitemapIndexResponse(site, request);
}
