// Resource route /sitemap-pages.xml: the publisher's pages.
import { publicOrigin } from '@journals/site-kit/server/public-origin.server.ts';
import type { LoaderFunctionArgs } from 'react-router';
import { pagesSitemapResponse } from '../../discovery/sitemaps.server.ts';

export function loader({ request }: LoaderFunctionArgs) {
  return pagesSitemapResponse(publicOrigin(request));
}
