// The query cache of the paper lists. In the browser it is one cache for the whole visit, shared
// by the lists' clientLoader and the screen, so an index loaded once and a page prefetched on
// hover open without a request. On the server each render gets its own (nothing leaks between
// readers); the loader's dehydrated cache is hydrated into it.
import { retryUnlessRateLimited } from '@journals/paper-list/screen';
import { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';

function newListQueryClient(): QueryClient {
  // A minute fresh: hydrated data is not fetched again on mount. A failed call is tried once
  // more, but a call refused by the forwarder's rate limit (429) is not retried, and the screen
  // does not ask again as it mounts (retryOnMount): it shows 'Too many requests' and its Try
  // again link. Nothing is fetched again on window focus.
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: retryUnlessRateLimited,
        retryOnMount: false,
      },
    },
  });
}

let browserClient: QueryClient | undefined;

/** The browser's list cache (created on first use). */
export function browserListQueryClient(): QueryClient {
  browserClient ??= newListQueryClient();
  return browserClient;
}

/** The list cache for a render: the browser's one, or a fresh one per server render. */
export function useListQueryClient(): QueryClient {
  const [serverClient] = useState(() =>
    typeof window === 'undefined' ? newListQueryClient() : null,
  );
  return serverClient ?? browserListQueryClient();
}
