// The time a list page's data was fetched, kept out of the page. TanStack Query's dehydrated
// cache stamps each query with when it was fetched and dehydrated; in the page those stamps would
// make every render of the same list differ, so no two readers, caches or app instances would
// hold the same bytes, and the hash of React Router's data script in the page's policy would
// change with each render (docs/adr/024). The server sends the cache without them; the browser
// counts the data as fetched when the page arrives, as fresh as the page it came with (a page
// served from a cache is one version with its data), so it is not fetched again on mount.
import type { DehydratedState } from '@tanstack/react-query';

function stamped(state: DehydratedState, at: number): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      dehydratedAt: at,
      state: { ...query.state, dataUpdatedAt: at },
    })),
  };
}

/** The dehydrated cache with no time in it, for the page. */
export function withoutFetchTimes(state: DehydratedState): DehydratedState {
  return stamped(state, 0);
}

/** The page's dehydrated cache as fetched `now`, for the browser's cache. */
export function fetchedAt(state: DehydratedState, now: number): DehydratedState {
  return stamped(state, now);
}
