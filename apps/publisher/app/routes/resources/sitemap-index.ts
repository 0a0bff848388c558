// Resource route /sitemap.xml: the sitemap index of the origin (the publisher's pages and each
// journal's sitemap).
import { publicOrigin } from '@journals/site-kit/server/config/public-origin.server.ts';
import { sitemapIndexResponse } from '../../discovery/sitemaps.server.ts';

export function loader() {
  return sitemapIndexResponse(publicOrigin());
}
