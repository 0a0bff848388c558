// One walk of an async sequence, shared and kept: every reader replays what the walk has found
// so far and then waits for more, so a crawler asking twice (or two harvesters at once) walks
// the archive once. The walk is kept for `maxAgeMs`; a walk that failed is forgotten at once,
// so the next request starts a new one.

export interface SharedWalkOptions {
  /** How long a walk is kept after it started. */
  maxAgeMs: number;
  now?: () => number;
}

class Walk<T> {
  readonly items: T[] = [];
  readonly startedAt: number;
  done = false;
  failed = false;
  error: unknown = null;
  private wake: (() => void)[] = [];
  readonly finished: Promise<T[]>;

  constructor(source: AsyncIterable<T>, startedAt: number) {
    this.startedAt = startedAt;
    this.finished = this.run(source);
    // Readers see the failure; an unobserved one must not crash the process.
    this.finished.catch(() => undefined);
  }

  private async run(source: AsyncIterable<T>): Promise<T[]> {
    try {
      for await (const item of source) {
        this.items.push(item);
        this.notify();
      }
      this.done = true;
      return this.items;
    } catch (error) {
      this.failed = true;
      this.error = error;
      throw error;
    } finally {
      this.notify();
    }
  }

  private notify() {
    const waiting = this.wake;
    this.wake = [];
    for (const resolve of waiting) resolve();
  }

  changed(): Promise<void> {
    return new Promise((resolve) => this.wake.push(resolve));
  }
}

export class SharedWalk<T> {
  private current: Walk<T> | null = null;
  private readonly now: () => number;

  constructor(
    private readonly start: () => AsyncIterable<T>,
    private readonly options: SharedWalkOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  private walk(): Walk<T> {
    const current = this.current;
    if (current && !current.failed && this.now() - current.startedAt < this.options.maxAgeMs) {
      return current;
    }
    const walk = new Walk(this.start(), this.now());
    walk.finished.catch(() => {
      if (this.current === walk) this.current = null;
    });
    this.current = walk;
    return walk;
  }

  /** Every item, as soon as the walk finds it (replayed from the start for a kept walk). */
  async *items(): AsyncGenerator<T> {
    const walk = this.walk();
    for (let index = 0; ; index += 1) {
      while (index >= walk.items.length && !walk.done && !walk.failed) await walk.changed();
      if (index < walk.items.length) {
        yield walk.items[index] as T;
        continue;
      }
      if (walk.failed) throw walk.error;
      return;
    }
  }

  /**
   * Resolves once the walk has found more than `count` items or finished; rejects when it
   * failed first. A route waits for this before it answers 200, so an API that is down gives a
   * clear 503 instead of a document cut short.
   */
  async reached(count: number): Promise<void> {
    const walk = this.walk();
    while (walk.items.length <= count && !walk.done && !walk.failed) await walk.changed();
    if (walk.items.length <= count && walk.failed) throw walk.error;
  }

  /** Every item, once the walk has finished. */
  all(): Promise<T[]> {
    return this.walk().finished;
  }
}
