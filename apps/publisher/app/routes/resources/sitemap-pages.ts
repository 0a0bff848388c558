// Resource route /sitemap-pages.xml: the publisher's pages.
import { publicOrigin } from '@journals/site-kit/server/config/public-origin.server.ts';
import { pagesSitemapResponse } from '../../discovery/sitemaps.server.ts';

export function loader() {
  return pagesSitemapResponse(publicOrigin());
}
