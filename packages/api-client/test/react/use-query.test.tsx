// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryCache, queryOptions } from '../../src/query-cache/index.ts';
import { HydrateQueries, QueryCacheProvider, useQuery } from '../../src/react/index.ts';

afterEach(() => {
  cleanup();
});

/** A query whose answers the test releases one by one. */
function controlled(key: readonly unknown[]) {
  const pending: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const queryFn = vi.fn(
    () => new Promise<string>((resolve, reject) => pending.push({ resolve, reject })),
  );
  return { options: queryOptions({ queryKey: key, queryFn }), queryFn, pending };
}

function Show({ options }: { options: ReturnType<typeof controlled>['options'] }) {
  const { data, isPending, isError, error } = useQuery(options);
  if (isPending) return <p>pending</p>;
  if (isError && data === undefined) return <p>{`failed: ${(error as Error).message}`}</p>;
  return <p>{`data: ${data}`}</p>;
}

function withCache(cache: QueryCache, children: ReactNode) {
  return <QueryCacheProvider cache={cache}>{children}</QueryCacheProvider>;
}

describe('useQuery', () => {
  it('fetches on mount without data and shows pending, then the data', async () => {
    const cache = new QueryCache();
    const { options, queryFn, pending } = controlled(['k']);

    render(withCache(cache, <Show options={options} />));

    expect(screen.getByText('pending')).toBeDefined();
    expect(queryFn).toHaveBeenCalledTimes(1);
    await act(async () => pending[0]?.resolve('one'));
    expect(screen.getByText('data: one')).toBeDefined();
    expect(screen.queryByText('pending')).toBeNull();
  });

  it('renders fresh data at once and does not fetch', () => {
    const cache = new QueryCache({ staleTime: 60_000 });
    const { options, queryFn } = controlled(['k']);
    cache.hydrate({ queries: [{ queryKey: ['k'], data: 'cached', updatedAt: Date.now() }] });

    render(withCache(cache, <Show options={options} />));

    expect(screen.getByText('data: cached')).toBeDefined();
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('refetches stale data in the background, showing the stale data meanwhile', async () => {
    const cache = new QueryCache({ staleTime: 60_000 });
    const { options, queryFn, pending } = controlled(['k']);
    cache.hydrate({ queries: [{ queryKey: ['k'], data: 'old', updatedAt: Date.now() - 60_001 }] });

    render(withCache(cache, <Show options={options} />));

    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(screen.getByText('data: old')).toBeDefined();
    await act(async () => pending[0]?.resolve('new'));
    expect(screen.getByText('data: new')).toBeDefined();
  });

  it('does not fetch again on mount a key that failed without data (shows the failure)', async () => {
    const cache = new QueryCache();
    const options = queryOptions({
      queryKey: ['k'],
      queryFn: vi.fn(() => Promise.reject(new Error('Too many requests'))),
    });
    await cache.prefetchQuery(options);

    render(withCache(cache, <Show options={options} />));

    expect(screen.getByText('failed: Too many requests')).toBeDefined();
    expect(options.queryFn).toHaveBeenCalledTimes(1);
  });

  it('shares one fetch between components reading the same key', async () => {
    const cache = new QueryCache();
    const { options, queryFn, pending } = controlled(['k']);

    render(
      withCache(
        cache,
        <>
          <Show options={options} />
          <Show options={{ ...options, queryKey: ['k'] }} />
        </>,
      ),
    );
    await act(async () => pending[0]?.resolve('one'));

    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(screen.getAllByText('data: one')).toHaveLength(2);
  });

  it('follows a change of key, and does not refetch on a re-render with an equal key', async () => {
    const cache = new QueryCache({ staleTime: 60_000 });
    const first = controlled(['page', 1]);
    const second = controlled(['page', 2]);
    const view = render(withCache(cache, <Show options={first.options} />));
    await act(async () => first.pending[0]?.resolve('page one'));

    view.rerender(withCache(cache, <Show options={{ ...first.options, queryKey: ['page', 1] }} />));
    expect(first.queryFn).toHaveBeenCalledTimes(1);
    view.rerender(withCache(cache, <Show options={second.options} />));
    expect(screen.getByText('pending')).toBeDefined();
    await act(async () => second.pending[0]?.resolve('page two'));

    expect(screen.getByText('data: page two')).toBeDefined();
    expect(second.queryFn).toHaveBeenCalledTimes(1);
  });

  it('never fetches on the server, and renders what HydrateQueries put in the cache', () => {
    const cache = new QueryCache({ staleTime: 60_000 });
    const { options, queryFn } = controlled(['k']);
    const state = {
      queries: [{ queryKey: ['k'], data: 'from the loader', updatedAt: Date.now() }],
    };

    const html = renderToString(
      withCache(
        cache,
        <HydrateQueries state={state}>
          <Show options={options} />
        </HydrateQueries>,
      ),
    );
    const empty = renderToString(
      withCache(new QueryCache(), <Show options={controlled(['x']).options} />),
    );

    expect(html).toContain('data: from the loader');
    expect(empty).toContain('pending');
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('without a provider, says what is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Show options={controlled(['k']).options} />)).toThrow(
      'need a QueryCacheProvider above them',
    );
  });
});
