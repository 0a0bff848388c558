// Puts a server render's dehydrated cache into the cache of the page. Entries the cache lacks are
// added during render, so the first render (on the server and at hydration) already shows their
// data; entries the cache holds with older data are replaced after render.
import { useEffect, useMemo, type ReactNode } from 'react';
import type { DehydratedState } from '../query-cache/dehydrate.ts';
import { useQueryCache } from './QueryCacheProvider.tsx';

export function HydrateQueries({
  state,
  children,
}: {
  state: DehydratedState | null | undefined;
  children: ReactNode;
}) {
  const cache = useQueryCache();
  useMemo(() => {
    if (state) cache.hydrate(state, { onlyMissing: true });
  }, [cache, state]);
  useEffect(() => {
    if (state) cache.hydrate(state);
  }, [cache, state]);
  return children;
}
