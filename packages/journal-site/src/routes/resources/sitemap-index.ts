// Resource route /sitemap-index.xml: the journal's sitemap files with their lastmod.
import { site } from 'journal-site:config';
import { sitemapIndexResponse } from '../../discovery/sitemap/sitemap-routes.server.ts';

export function loader() {
  return sitemapIndexResponse(site);
}
