// Values worth keeping for a while (a feed, a citation record): one computation per key at a
// time, kept for `maxAgeMs`; a failed one is forgotten so the next request tries again.

export class TimedCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; at: number }>();

  constructor(
    private readonly maxAgeMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, compute: () => Promise<V>): Promise<V> {
    const kept = this.entries.get(key);
    if (kept && this.now() - kept.at < this.maxAgeMs) return kept.value;
    const value = compute();
    this.entries.delete(key);
    this.entries.set(key, { value, at: this.now() });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }
}
