import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { fetchedAt, withoutFetchTimes } from '../../src/papers/page-data-time.ts';

const listKey = ['papers', 'indjece', 2026, 3, 5];

/** A request's cache as the list loader fills it, at the given time, then dehydrated. */
async function dehydratedAt(time: number) {
  vi.setSystemTime(time);
  const client = new QueryClient();
  await client.prefetchQuery({ queryKey: listKey, queryFn: () => ({ papers: ['p-1', 'p-2'] }) });
  return dehydrate(client);
}

describe("a list page's dehydrated cache", () => {
  it('is the same for renders at different times once its fetch times are left out', async () => {
    vi.useFakeTimers();
    try {
      const first = await dehydratedAt(Date.UTC(2026, 10, 28, 9, 0, 0));
      const later = await dehydratedAt(Date.UTC(2026, 10, 28, 9, 7, 30));
      expect(JSON.stringify(first)).not.toBe(JSON.stringify(later));
      expect(JSON.stringify(withoutFetchTimes(first))).toBe(
        JSON.stringify(withoutFetchTimes(later)),
      );
      expect(withoutFetchTimes(first).queries[0]?.state.data).toEqual({ papers: ['p-1', 'p-2'] });
    } finally {
      vi.useRealTimers();
    }
  });

  it('hydrates in the browser as fetched when the page arrived: fresh, not fetched again', async () => {
    const page = withoutFetchTimes(await dehydratedAt(Date.now() - 10 * 60_000));
    const browser = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    hydrate(browser, fetchedAt(page, Date.now()));
    const query = browser.getQueryCache().find({ queryKey: listKey });
    expect(query?.state.data).toEqual({ papers: ['p-1', 'p-2'] });
    expect(query?.isStaleByTime(60_000)).toBe(false);

    // Hydrated with the times left out, the same data would be stale at once.
    const unstamped = new QueryClient();
    hydrate(unstamped, page);
    expect(unstamped.getQueryCache().find({ queryKey: listKey })?.isStaleByTime(60_000)).toBe(true);
  });
});
