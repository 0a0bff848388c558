// Resource route /robots.txt: the crawling rules of the whole origin (every journal's API
// forwarder kept out) and its sitemaps: the origin's index and each journal's own.
import { robotsResponse } from '@journals/site-kit/server/discovery/site-robots.ts';
import { publicOrigin } from '@journals/site-kit/server/config/public-origin.server.ts';
import { site } from '../../site.ts';

export function loader() {
  return robotsResponse(site, publicOrigin());
}
