// Resource route /sitemap.xml: the sitemap index of the origin (the publisher's pages and each
// journal's sitemap).
import { publicOrigin } from '@journals/site-kit/server/public-origin.server.ts';
import type { LoaderFunctionArgs } from 'react-router';
import { sitemapIndexResponse } from '../../discovery/sitemaps.server.ts';

export function loader({ request }: LoaderFunctionArgs) {
  return sitemapIndexResponse(publicOrigin(request));
}
