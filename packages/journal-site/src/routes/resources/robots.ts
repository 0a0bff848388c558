// Resource route /robots.txt: the journal's crawling rules (keep out of api/) and its sitemap
// index. Crawlers read the origin's (the publisher's /robots.txt), which says the same.
import { robotsResponse } from '@journals/site-kit/server/discovery/site-robots.ts';
import { publicOrigin } from '@journals/site-kit/server/config/public-origin.server.ts';
import { site } from 'journal-site:config';

export function loader() {
  return robotsResponse(site, publicOrigin());
}
