// A least-recently-used cache with a budget: `capacity` entries, or `capacity` units of a size
// the caller measures (bytes of JSON). The server never writes to its database while it runs,
// so what a query returned stays true: no invalidation is needed.

export interface LruCache<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  /** Entries held. */
  readonly size: number;
}

export function createLruCache<V>(
  capacity: number,
  sizeOf: (value: V) => number = () => 1,
): LruCache<V> {
  const entries = new Map<string, { value: V; size: number }>();
  let used = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (entry === undefined) return;
    entries.delete(key);
    used -= entry.size;
  };
  return {
    get(key) {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      // Map keeps insertion order: move the entry to the most recent end.
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value) {
      remove(key);
      const size = sizeOf(value);
      if (size > capacity) return;
      entries.set(key, { value, size });
      used += size;
      while (used > capacity) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        remove(oldest.value);
      }
    },
    get size() {
      return entries.size;
    },
  };
}
