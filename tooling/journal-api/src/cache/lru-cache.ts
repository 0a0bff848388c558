// A least-recently-used cache with a budget: `capacity` entries, or `capacity` units of a size
// the caller measures (bytes of JSON). The server never writes to its database while it runs,
// so what a query returned stays true: no invalidation is needed.
// Entries form a list from the most to the least recently used, so a read moves one entry and
// an eviction drops the last one: both take constant time however full the cache is.

export interface LruCache<V, K = string> {
  get(key: K): V | undefined;
  set(key: K, value: V): void;
  /** Entries held. */
  readonly size: number;
}

interface Entry<V, K> {
  key: K;
  value: V;
  size: number;
  newer: Entry<V, K> | undefined;
  older: Entry<V, K> | undefined;
}

export function createLruCache<V, K = string>(
  capacity: number,
  sizeOf: (value: V) => number = () => 1,
): LruCache<V, K> {
  const entries = new Map<K, Entry<V, K>>();
  let newest: Entry<V, K> | undefined;
  let oldest: Entry<V, K> | undefined;
  let used = 0;

  const unlink = (entry: Entry<V, K>) => {
    if (entry.newer) entry.newer.older = entry.older;
    else newest = entry.older;
    if (entry.older) entry.older.newer = entry.newer;
    else oldest = entry.newer;
    entry.newer = undefined;
    entry.older = undefined;
  };
  const pushNewest = (entry: Entry<V, K>) => {
    entry.older = newest;
    if (newest) newest.newer = entry;
    newest = entry;
    oldest ??= entry;
  };
  const remove = (entry: Entry<V, K>) => {
    unlink(entry);
    entries.delete(entry.key);
    used -= entry.size;
  };

  return {
    get(key) {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      if (entry !== newest) {
        unlink(entry);
        pushNewest(entry);
      }
      return entry.value;
    },
    set(key, value) {
      const existing = entries.get(key);
      if (existing) remove(existing);
      const size = sizeOf(value);
      if (size > capacity) return;
      const entry: Entry<V, K> = { key, value, size, newer: undefined, older: undefined };
      entries.set(key, entry);
      pushNewest(entry);
      used += size;
      while (used > capacity && oldest) remove(oldest);
    },
    get size() {
      return entries.size;
    },
  };
}
