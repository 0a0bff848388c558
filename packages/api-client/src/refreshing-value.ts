// An API answer kept in the server process and refreshed in the background (stale while
// revalidate), for data many pages share and that changes rarely (the archive index behind the
// header's Current Issue link). One load at a time; a value that was once loaded is served, stale
// if need be, until a refresh replaces it, so a slow or failing API never holds up a request that
// can do with what it has.

export interface RefreshingValueOptions<T> {
  /** Loads the value (throws when the API fails). */
  load: () => Promise<T>;
  /** How long a loaded value is served before a request starts a refresh. */
  freshForMs: number;
  now?: () => number;
}

export class RefreshingValue<T> {
  private readonly load: () => Promise<T>;
  private readonly freshForMs: number;
  private readonly now: () => number;
  private value: { data: T; loadedAt: number } | null = null;
  private loading: Promise<T> | null = null;
  private lastLoadFailed = false;

  constructor({ load, freshForMs, now = Date.now }: RefreshingValueOptions<T>) {
    this.load = load;
    this.freshForMs = freshForMs;
    this.now = now;
  }

  /**
   * The value: a fresh one at once; a stale one at once, with a refresh started in the
   * background; none yet: the load's result (its failure rejects, and the next call tries again).
   */
  async get(): Promise<T> {
    if (this.value) {
      this.refreshIfStale();
      return this.value.data;
    }
    return this.refresh();
  }

  /**
   * The value if there is one (refreshing it in the background when stale); otherwise a load is
   * started and waited for at most `budgetMs`, or not at all while the last load failed: null
   * when nothing arrived in time. For what a page can do without.
   */
  async peek(budgetMs: number): Promise<T | null> {
    if (this.value) {
      this.refreshIfStale();
      return this.value.data;
    }
    const failedBefore = this.lastLoadFailed;
    const loading = this.refresh().catch(() => null);
    if (failedBefore) return null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const budget = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), budgetMs);
    });
    try {
      return await Promise.race([loading, budget]);
    } finally {
      clearTimeout(timer);
    }
  }

  private refreshIfStale(): void {
    if (this.value && this.now() - this.value.loadedAt >= this.freshForMs) {
      this.refresh().catch(() => undefined);
    }
  }

  /** The load in progress, or a new one. */
  private refresh(): Promise<T> {
    if (this.loading) return this.loading;
    const attempt = this.load().then(
      (data) => {
        this.value = { data, loadedAt: this.now() };
        // Stryker disable next-line BooleanLiteral: read only while there is no value, and a value once loaded is never dropped
        this.lastLoadFailed = false;
        return data;
      },
      (error: unknown) => {
        this.lastLoadFailed = true;
        throw error;
      },
    );
    this.loading = attempt;
    const settled = () => {
      // Stryker disable next-line ConditionalExpression: `settled` is the attempt's first reaction, so no newer load can have started yet
      if (this.loading === attempt) this.loading = null;
    };
    attempt.then(settled, settled);
    return attempt;
  }
}
