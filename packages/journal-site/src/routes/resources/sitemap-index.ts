// Resource route /sitemap-index.xml: the journal's sitemap files with their lastmod.
import { site } from 'journal-site:config';
import { sitemapIndexResponse } from '@journals/discovery/sitemap/sitemap-routes.server';
import { discoverySource } from '../../server/discovery-source.server.ts';

export function loader() {
  return sitemapIndexResponse(discoverySource(site));
}
