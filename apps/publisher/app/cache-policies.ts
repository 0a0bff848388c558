// How long caches keep each publisher route's answers: the one place to tune it. A route not
// named here is a page every reader shares (`page`: public, s-maxage and stale-while-revalidate
// from @journals/site-kit/server/caching); the publisher has no search and no API forwarder, so every
// route is one today. Errors, form posts (the contact form) and answers that set a cookie are
// never kept, whatever the table says (site-kit's cache-policy.ts).
import type { RouteCachePolicy } from '@journals/site-kit/server/caching/cache-policy.ts';
import type { otherRouteFiles, pageRouteFiles } from './route-files.ts';

type PublisherRoutePath = keyof typeof pageRouteFiles | keyof typeof otherRouteFiles;

export const publisherCachePolicies: Partial<Record<PublisherRoutePath, RouteCachePolicy>> = {};
