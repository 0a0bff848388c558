// The state of one cache entry, as readers see it. A state object is never changed: the cache
// replaces it, so a reader can compare states by identity.

export type QueryStatus = 'pending' | 'success' | 'error';

export interface QueryState<T = unknown> {
  status: QueryStatus;
  /** The last data loaded, kept through later failures. */
  data: T | undefined;
  /** The last failure, while `status` is 'error'. */
  error: unknown;
  /** When `data` was loaded (ms since the epoch); 0 without data. */
  updatedAt: number;
}

/** The state of a key the cache has never loaded. */
export const pendingState: QueryState<never> = Object.freeze({
  status: 'pending',
  data: undefined,
  error: null,
  updatedAt: 0,
});
