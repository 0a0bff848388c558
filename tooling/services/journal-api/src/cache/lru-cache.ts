// A least-recently-used cache with a budget: `capacity` entries, or `capacity` units of a size
// the caller measures (bytes of JSON). The server never writes to its database while it runs,
// so what a query returned stays true: no invalidation is needed. The cache itself is the
// `lru-cache` package (constant-time reads and evictions); this module fixes the small interface
// the server uses, so call sites and tests do not depend on the package's options.
import { LRUCache } from 'lru-cache';

export interface LruCache<V, K = string> {
  get(key: K): V | undefined;
  set(key: K, value: V): void;
  /** Entries held. */
  readonly size: number;
}

export function createLruCache<V, K = string>(
  capacity: number,
  sizeOf: (value: V) => number = () => 1,
): LruCache<V, K> {
  // A budget of nothing keeps nothing (the answer cache turned off).
  if (capacity < 1) return { get: () => undefined, set: () => undefined, size: 0 };
  const cache = new LRUCache<NonNullable<K>, NonNullable<V>>({
    maxSize: capacity,
    // A value larger than the whole budget is not kept (nothing is evicted for it).
    maxEntrySize: capacity,
    sizeCalculation: (value) => Math.max(1, Math.ceil(sizeOf(value as V))),
  });
  return {
    get: (key) => cache.get(key as NonNullable<K>) as V | undefined,
    set: (key, value) => {
      cache.set(key as NonNullable<K>, value as NonNullable<V>);
    },
    get size() {
      return cache.size;
    },
  };
}
