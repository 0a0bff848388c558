// The query cache of the paper lists. In the browser it is one cache for the whole visit, shared
// by the lists' clientLoader and the screen, so an index loaded once and a page prefetched on
// hover open without a request. On the server each render gets its own (nothing leaks between
// readers); the loader's dehydrated cache is hydrated into it.
import { QueryCache } from '@journals/api-client/query-cache';
import { retryUnlessRateLimited } from '@journals/paper-list/screen';
import { useState } from 'react';

function newListQueryCache(): QueryCache {
  // A minute fresh: hydrated data is not fetched again on mount. A call refused by the
  // forwarder's rate limit (429) is not retried, and the screen does not ask again as it mounts
  // (useQuery leaves a failure without data alone): it shows 'Too many requests' and its Try
  // again link. Nothing is fetched again on window focus.
  return new QueryCache({ staleTime: 60_000, retry: retryUnlessRateLimited });
}

let browserCache: QueryCache | undefined;

/** The browser's list cache (created on first use). */
export function browserListQueryCache(): QueryCache {
  browserCache ??= newListQueryCache();
  return browserCache;
}

/** The list cache for a render: the browser's one, or a fresh one per server render. */
export function useListQueryCache(): QueryCache {
  const [serverCache] = useState(() =>
    typeof window === 'undefined' ? newListQueryCache() : null,
  );
  return serverCache ?? browserListQueryCache();
}
