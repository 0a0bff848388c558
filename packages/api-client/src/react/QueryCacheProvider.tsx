// The query cache of a part of the page, for useQuery and useQueryCache below it.
import { createContext, useContext, type ReactNode } from 'react';
import type { QueryCache } from '../query-cache/query-cache.ts';

const QueryCacheContext = createContext<QueryCache | null>(null);

export function QueryCacheProvider({
  cache,
  children,
}: {
  cache: QueryCache;
  children: ReactNode;
}) {
  return <QueryCacheContext.Provider value={cache}>{children}</QueryCacheContext.Provider>;
}

/** The cache of the nearest QueryCacheProvider (throws without one). */
export function useQueryCache(): QueryCache {
  const cache = useContext(QueryCacheContext);
  if (!cache) throw new Error('useQuery and useQueryCache need a QueryCacheProvider above them.');
  return cache;
}
