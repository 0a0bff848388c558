// The root loader: the data every page shares (public origin, contact, editorial login); and
// the root middleware: the Cache-Control of every answer (cache-policies.ts).
import { cacheControlMiddleware } from '@journals/site-kit/server/caching/cache-control-middleware.server.ts';
import { siteRootData } from '@journals/site-kit/server/root-data.server.ts';
import { publisherCachePolicies } from './cache-policies.ts';
import { site } from './site.ts';

export function loader() {
  return siteRootData(site);
}

export const middleware = [cacheControlMiddleware(publisherCachePolicies)];
