// How long caches keep each journal route's answers: the one place to tune it. A route not named
// here is a page every reader shares (`page`: public, s-maxage and stale-while-revalidate from
// @journals/site-kit/server/caching). Errors, form posts and answers that set a cookie are never kept,
// whatever the table says (site-kit's cache-policy.ts).
import { searchParamName } from '@journals/paper-list/model';
import type {
  CachePolicyName,
  RouteCachePolicy,
} from '@journals/site-kit/server/caching/cache-policy.ts';
import type { journalRouteFiles } from './route-config.ts';

/** A list with a search text is one reader's search result: kept by no cache. */
export function searchResults(url: URL): CachePolicyName {
  return url.searchParams.has(searchParamName) ? 'no-store' : 'page';
}

export const journalCachePolicies = {
  '/archives/paperlist': searchResults,
  '/current-issue/paperlist': searchResults,
  '/thesis/paperlist': searchResults,
  '/conference/paperlist': searchResults,
  // The browser's calls through the app: answers to one reader's request.
  '/api/:call': 'no-store',
  // OAI-PMH answers follow the harvest's resumption tokens and dates.
  '/oai': 'no-store',
} as const satisfies Partial<Record<keyof typeof journalRouteFiles, RouteCachePolicy>>;
