// The config module of the pages' shared caching: the only place that reads its environment.
// How long a shared cache (nginx, a CDN) may serve a page as fresh, and then while it fetches a
// new one; browsers always ask again (max-age=0).

export interface PageCacheSettings {
  /** `s-maxage`: seconds a shared cache serves a page without asking the app. */
  sharedSeconds: number;
  /** `stale-while-revalidate`: seconds after that it may serve it while it refreshes it. */
  staleSeconds: number;
}

export const pageCacheDefaults: PageCacheSettings = { sharedSeconds: 60, staleSeconds: 600 };

function wholeSeconds(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 ? number : undefined;
}

/** `PAGE_CACHE_SECONDS` (default 60) and `PAGE_STALE_SECONDS` (default 600). */
export function readPageCacheSettings(
  env: Record<string, string | undefined> = process.env,
): PageCacheSettings {
  return {
    sharedSeconds: wholeSeconds(env.PAGE_CACHE_SECONDS) ?? pageCacheDefaults.sharedSeconds,
    staleSeconds: wholeSeconds(env.PAGE_STALE_SECONDS) ?? pageCacheDefaults.staleSeconds,
  };
}
