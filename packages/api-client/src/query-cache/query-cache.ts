// A small query cache: entries by the hash of their key, each with its state, its readers and at
// most one fetch in flight. Data stays fresh for `staleTime`; a failed fetch is tried again as
// the retry rule says; a fetch can be cancelled through its AbortSignal. A server render fills
// one and dehydrates it into the page; the browser hydrates its own from that.
import type { DehydratedState } from './dehydrate.ts';
import { hashKey, type QueryKey } from './query-key.ts';
import type { QueryOptions } from './query-options.ts';
import { pendingState, type QueryState } from './query-state.ts';
import { neverRetry, withRetries, type RetryRule } from './retry.ts';

export interface QueryCacheOptions {
  /** How long loaded data counts as fresh, in ms (default 0: always stale). */
  staleTime?: number;
  /** Whether to try a failed fetch again (default: never). */
  retry?: RetryRule;
  /** The clock (ms since the epoch); for tests. */
  now?: () => number;
}

interface InFlight {
  promise: Promise<unknown>;
  controller: AbortController;
}

interface Entry {
  key: QueryKey;
  state: QueryState;
  listeners: Set<() => void>;
  inFlight?: InFlight;
}

export class QueryCache {
  readonly #entries = new Map<string, Entry>();
  readonly #staleTime: number;
  readonly #retry: RetryRule;
  readonly #now: () => number;

  constructor(options: QueryCacheOptions = {}) {
    this.#staleTime = options.staleTime ?? 0;
    this.#retry = options.retry ?? neverRetry;
    this.#now = options.now ?? Date.now;
  }

  /** The entry's state; the same object until it changes. */
  getState<T>(key: QueryKey): QueryState<T> {
    return (this.#entries.get(hashKey(key))?.state ?? pendingState) as QueryState<T>;
  }

  getQueryData<T = unknown>(key: QueryKey): T | undefined {
    return this.getState<T>(key).data;
  }

  /** Whether the key has no data, or data older than `staleTime`. */
  isStale(key: QueryKey): boolean {
    const { data, updatedAt } = this.getState(key);
    return data === undefined || updatedAt + this.#staleTime <= this.#now();
  }

  isFetching(key: QueryKey): boolean {
    return this.#entries.get(hashKey(key))?.inFlight !== undefined;
  }

  /** Calls `listener` after every change of the key's state; returns the unsubscribe function. */
  subscribe(key: QueryKey, listener: () => void): () => void {
    const entry = this.#entry(key);
    entry.listeners.add(listener);
    return () => {
      entry.listeners.delete(listener);
    };
  }

  /** Fresh data from the cache, or a fetch (joining the one in flight for the key). */
  fetchQuery<T>(options: QueryOptions<T>): Promise<T> {
    const data = this.getQueryData<T>(options.queryKey);
    if (data !== undefined && !this.isStale(options.queryKey)) return Promise.resolve(data);
    return this.#fetch(options);
  }

  /** The cached data, stale or not; a fetch only when there is none. */
  ensureQueryData<T>(options: QueryOptions<T>): Promise<T> {
    const data = this.getQueryData<T>(options.queryKey);
    return data === undefined ? this.fetchQuery(options) : Promise.resolve(data);
  }

  /** Fetches the key when stale; never rejects (a failure stays in the entry's state). */
  async prefetchQuery(options: QueryOptions<unknown>): Promise<void> {
    try {
      await this.fetchQuery(options);
    } catch {
      // The entry's state holds the failure for whoever reads it.
    }
  }

  /** Aborts the key's fetch in flight; its entry goes back to the state it had before. */
  cancelQuery(key: QueryKey): void {
    this.#entries.get(hashKey(key))?.inFlight?.controller.abort();
  }

  /** The successful entries: key, data and when it was loaded. */
  dehydrate(): DehydratedState {
    const queries = [...this.#entries.values()]
      .filter((entry) => entry.state.status === 'success')
      .map(({ key, state }) => ({ queryKey: key, data: state.data, updatedAt: state.updatedAt }));
    return { queries };
  }

  /**
   * Adds the dehydrated entries the cache lacks (no data) and, unless `onlyMissing`, replaces
   * entries whose data is older than the dehydrated one.
   */
  hydrate(state: DehydratedState, { onlyMissing = false } = {}): void {
    for (const { queryKey, data, updatedAt } of state.queries) {
      const current = this.getState(queryKey);
      const missing = current.data === undefined;
      if (missing || (!onlyMissing && current.updatedAt < updatedAt)) {
        this.#set(this.#entry(queryKey), { status: 'success', data, error: null, updatedAt });
      }
    }
  }

  #entry(key: QueryKey): Entry {
    const hash = hashKey(key);
    let entry = this.#entries.get(hash);
    if (!entry) {
      entry = { key, state: pendingState, listeners: new Set() };
      this.#entries.set(hash, entry);
    }
    return entry;
  }

  #set(entry: Entry, state: QueryState): void {
    entry.state = state;
    for (const listener of [...entry.listeners]) listener();
  }

  #fetch<T>(options: QueryOptions<T>): Promise<T> {
    const entry = this.#entry(options.queryKey);
    if (entry.inFlight) return entry.inFlight.promise as Promise<T>;
    const before = entry.state;
    // Without data, a fetch after a failure shows as pending again (not as the old failure).
    if (before.data === undefined && before.status !== 'pending') this.#set(entry, pendingState);
    const controller = new AbortController();
    const { signal } = controller;
    const run = async (): Promise<T> => {
      try {
        const data = await withRetries(() => options.queryFn({ signal }), this.#retry, signal);
        signal.throwIfAborted();
        entry.inFlight = undefined;
        this.#set(entry, { status: 'success', data, error: null, updatedAt: this.#now() });
        return data;
      } catch (error) {
        entry.inFlight = undefined;
        if (signal.aborted) {
          this.#set(entry, before);
          throw signal.reason;
        }
        this.#set(entry, { ...entry.state, status: 'error', error });
        throw error;
      }
    };
    const promise = run();
    entry.inFlight = { promise, controller };
    return promise;
  }
}
