// Reading a query in a component. It renders the cache's state for the key and, after mount,
// fetches when there is no data or the data is stale (in the background: the stale data stays
// on screen). A key that failed without data is not fetched again on mount: the screen shows the
// failure until something asks for it (a loader, a link). Nothing is fetched on window focus.
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { QueryCache } from '../query-cache/query-cache.ts';
import { hashKey } from '../query-cache/query-key.ts';
import type { QueryOptions } from '../query-cache/query-options.ts';
import { useQueryCache } from './QueryCacheProvider.tsx';

export interface QueryResult<T> {
  data: T | undefined;
  error: unknown;
  /** No data yet, and no failure to show. */
  isPending: boolean;
  /** The last fetch failed (`data` keeps what an earlier one loaded, if any). */
  isError: boolean;
}

/** Whether a component mounting on the key should fetch it. */
export function fetchesOnMount(cache: QueryCache, options: QueryOptions<unknown>): boolean {
  const state = cache.getState(options.queryKey);
  if (state.data === undefined) return state.status !== 'error';
  return cache.isStale(options.queryKey);
}

export function useQuery<T>(options: QueryOptions<T>): QueryResult<T> {
  const cache = useQueryCache();
  const hash = hashKey(options.queryKey);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  // The key's identity is its hash: a new array with the same content is the same query.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the hash stands for the key
  const key = useMemo(() => options.queryKey, [hash]);
  const subscribe = useCallback(
    (listener: () => void) => cache.subscribe(key, listener),
    [cache, key],
  );
  const snapshot = useCallback(() => cache.getState<T>(key), [cache, key]);
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => {
    if (fetchesOnMount(cache, latest.current)) void cache.prefetchQuery(latest.current);
  }, [cache, key]);
  return {
    data: state.data,
    error: state.error,
    isPending: state.status === 'pending',
    isError: state.status === 'error',
  };
}
