import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryCache, hashKey, queryOptions, type RetryRule } from '../../src/query-cache/index.ts';

afterEach(() => {
  vi.useRealTimers();
});

class Refused extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

/** A query whose function counts its calls and answers from `answers` in turn. */
function counted(key: readonly unknown[], ...answers: unknown[]) {
  const signals: AbortSignal[] = [];
  const queryFn = vi.fn(({ signal }: { signal: AbortSignal }) => {
    signals.push(signal);
    const answer = answers[Math.min(queryFn.mock.calls.length - 1, answers.length - 1)];
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  });
  return { options: queryOptions({ queryKey: key, queryFn }), queryFn, signals };
}

describe('keys', () => {
  it('hashes objects alike whatever the order of their properties', () => {
    expect(hashKey(['a', { x: 1, y: 2 }])).toBe(hashKey(['a', { y: 2, x: 1 }]));
    expect(hashKey(['a', { x: 1 }])).not.toBe(hashKey(['a', { x: 2 }]));
    expect(hashKey(['a', {}])).not.toBe(hashKey(['b', {}]));
  });

  it('serves a key built again with the same content from the same entry', async () => {
    const cache = new QueryCache({ staleTime: 1000 });
    const { options, queryFn } = counted(['s', 'call', { a: 1, b: 2 }], 'data');

    await cache.fetchQuery(options);
    await cache.fetchQuery({ ...options, queryKey: ['s', 'call', { b: 2, a: 1 }] });

    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});

describe('fetchQuery', () => {
  it('runs one fetch for callers that ask while it is in flight', async () => {
    const cache = new QueryCache();
    let resolve!: (value: string) => void;
    const queryFn = vi.fn(() => new Promise<string>((done) => (resolve = done)));
    const options = queryOptions({ queryKey: ['k'], queryFn });

    const first = cache.fetchQuery(options);
    const second = cache.fetchQuery(options);
    const prefetched = cache.prefetchQuery(options);
    expect(cache.isFetching(['k'])).toBe(true);
    resolve('data');

    await expect(first).resolves.toBe('data');
    await expect(second).resolves.toBe('data');
    await expect(prefetched).resolves.toBeUndefined();
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(cache.isFetching(['k'])).toBe(false);
  });

  it('serves fresh data without a fetch and fetches again once it is stale', async () => {
    let now = 1_000;
    const cache = new QueryCache({ staleTime: 60_000, now: () => now });
    const { options, queryFn } = counted(['k'], 'one', 'two');

    await expect(cache.fetchQuery(options)).resolves.toBe('one');
    now += 59_999;
    await expect(cache.fetchQuery(options)).resolves.toBe('one');
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(cache.isStale(['k'])).toBe(false);

    now += 1;
    expect(cache.isStale(['k'])).toBe(true);
    await expect(cache.fetchQuery(options)).resolves.toBe('two');
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(cache.getState(['k'])).toEqual({
      status: 'success',
      data: 'two',
      error: null,
      updatedAt: 61_000,
    });
  });

  it('without a staleTime, fetches every time', async () => {
    const cache = new QueryCache();
    const { options, queryFn } = counted(['k'], 1, 2);

    await cache.fetchQuery(options);
    await cache.fetchQuery(options);

    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('keeps a failure in the state, with the data an earlier fetch loaded', async () => {
    const cache = new QueryCache();
    const failure = new Refused(500);
    const { options } = counted(['k'], 'old', failure);

    await cache.fetchQuery(options);
    await expect(cache.fetchQuery(options)).rejects.toBe(failure);

    expect(cache.getState(['k'])).toMatchObject({ status: 'error', data: 'old', error: failure });
  });

  it('shows a key that failed without data as pending again while it is fetched anew', async () => {
    const cache = new QueryCache();
    const { options } = counted(['k'], new Refused(500), 'data');
    await expect(cache.fetchQuery(options)).rejects.toThrow('HTTP 500');

    const again = cache.fetchQuery(options);
    expect(cache.getState(['k']).status).toBe('pending');

    await expect(again).resolves.toBe('data');
    expect(cache.getState(['k']).status).toBe('success');
  });
});

describe('retries', () => {
  const oncePerFailure: RetryRule = (failureCount, error) =>
    failureCount < 1 && !(error instanceof Refused && error.status === 429);

  it('does not retry without a rule', async () => {
    const cache = new QueryCache();
    const { options, queryFn } = counted(['k'], new Refused(500), 'data');

    await expect(cache.fetchQuery(options)).rejects.toThrow('HTTP 500');
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('asks the rule with the count of earlier failures and waits 1 s, then 2 s', async () => {
    vi.useFakeTimers();
    const rule = vi.fn<RetryRule>((failureCount) => failureCount < 2);
    const cache = new QueryCache({ retry: rule });
    const { options, queryFn } = counted(['k'], new Refused(500), new Refused(502), 'data');

    const result = cache.fetchQuery(options);
    await vi.advanceTimersByTimeAsync(999);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);

    await expect(result).resolves.toBe('data');
    expect(queryFn).toHaveBeenCalledTimes(3);
    expect(rule.mock.calls.map(([count]) => count)).toEqual([0, 1]);
  });

  it('retries a failure once under the lists rule, and a 429 never', async () => {
    vi.useFakeTimers();
    const cache = new QueryCache({ retry: oncePerFailure });
    const failing = counted(['failing'], new Refused(500));
    const limited = counted(['limited'], new Refused(429), 'data');

    const failed = expect(cache.fetchQuery(failing.options)).rejects.toThrow('HTTP 500');
    await vi.advanceTimersByTimeAsync(5_000);
    await failed;
    await expect(cache.fetchQuery(limited.options)).rejects.toThrow('HTTP 429');

    expect(failing.queryFn).toHaveBeenCalledTimes(2);
    expect(limited.queryFn).toHaveBeenCalledTimes(1);
    expect(cache.getState(['limited'])).toMatchObject({ status: 'error', data: undefined });
  });
});

describe('ensureQueryData and prefetchQuery', () => {
  it('ensureQueryData serves cached data even when stale, and fetches only without data', async () => {
    let now = 0;
    const cache = new QueryCache({ staleTime: 10, now: () => now });
    const { options, queryFn } = counted(['k'], 'one', 'two');

    await expect(cache.ensureQueryData(options)).resolves.toBe('one');
    now = 1_000;
    expect(cache.isStale(['k'])).toBe(true);
    await expect(cache.ensureQueryData(options)).resolves.toBe('one');

    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('prefetchQuery swallows a failure, which stays in the state', async () => {
    const cache = new QueryCache();
    const failure = new Refused(503);
    const { options } = counted(['k'], failure);

    await expect(cache.prefetchQuery(options)).resolves.toBeUndefined();

    expect(cache.getState(['k'])).toMatchObject({ status: 'error', error: failure });
  });

  it('prefetchQuery does not fetch fresh data again', async () => {
    const cache = new QueryCache({ staleTime: 60_000 });
    const { options, queryFn } = counted(['k'], 'data');

    await cache.prefetchQuery(options);
    await cache.prefetchQuery(options);

    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(cache.getQueryData(['k'])).toBe('data');
  });
});

describe('cancellation', () => {
  it('aborts the signal of the fetch in flight and puts the state back', async () => {
    const cache = new QueryCache();
    const seen: AbortSignal[] = [];
    const options = queryOptions({
      queryKey: ['k'],
      queryFn: ({ signal }) =>
        new Promise<string>((_resolve, reject) => {
          seen.push(signal);
          signal.addEventListener('abort', () => reject(signal.reason as Error));
        }),
    });

    const result = cache.fetchQuery(options);
    cache.cancelQuery(['k']);

    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen[0]?.aborted).toBe(true);
    expect(cache.getState(['k'])).toMatchObject({ status: 'pending', error: null });
    expect(cache.isFetching(['k'])).toBe(false);
  });

  it('does not retry a cancelled fetch', async () => {
    const cache = new QueryCache({ retry: () => true });
    const options = queryOptions({
      queryKey: ['k'],
      queryFn: vi.fn(({ signal }: { signal: AbortSignal }) => {
        return new Promise<never>((_resolve, reject) => {
          signal.addEventListener('abort', () => reject(new Error('aborted')));
        });
      }),
    });

    const result = cache.fetchQuery(options);
    cache.cancelQuery(['k']);

    await expect(result).rejects.toBeDefined();
    expect(options.queryFn).toHaveBeenCalledTimes(1);
  });
});

describe('subscribers', () => {
  it('are told of every change of their key only, until they unsubscribe', async () => {
    const cache = new QueryCache();
    const listener = vi.fn();
    const other = vi.fn();
    const unsubscribe = cache.subscribe(['k'], listener);
    cache.subscribe(['other'], other);
    const { options } = counted(['k'], new Refused(500), 'data');

    await cache.prefetchQuery(options);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(cache.getState(['k']).status).toBe('error');

    await cache.fetchQuery(options);
    // pending again, then success
    expect(listener).toHaveBeenCalledTimes(3);

    unsubscribe();
    await cache.fetchQuery(options);
    expect(listener).toHaveBeenCalledTimes(3);
    expect(other).not.toHaveBeenCalled();
  });

  it('read the same state object until it changes', async () => {
    const cache = new QueryCache();
    expect(cache.getState(['k'])).toBe(cache.getState(['k']));
    await cache.fetchQuery(counted(['k'], 'data').options);
    const state = cache.getState(['k']);

    expect(cache.getState(['k'])).toBe(state);
  });
});

describe('dehydrate and hydrate', () => {
  it('dehydrates the successful entries only: key, data, when loaded', async () => {
    const cache = new QueryCache({ now: () => 42 });
    await cache.fetchQuery(counted(['ok', { a: 1 }], 'data').options);
    await cache.prefetchQuery(counted(['failed'], new Refused(500)).options);

    expect(cache.dehydrate()).toEqual({
      queries: [{ queryKey: ['ok', { a: 1 }], data: 'data', updatedAt: 42 }],
    });
  });

  it('survives JSON, as in a page', async () => {
    const server = new QueryCache({ now: () => 7 });
    await server.fetchQuery(counted(['k', { page: 2 }], { items: [1, 2] }).options);
    const browser = new QueryCache({ staleTime: 60_000, now: () => 8 });

    browser.hydrate(JSON.parse(JSON.stringify(server.dehydrate())));

    expect(browser.getQueryData(['k', { page: 2 }])).toEqual({ items: [1, 2] });
    expect(browser.isStale(['k', { page: 2 }])).toBe(false);
  });

  it('adds what the cache lacks and replaces older data, never newer data', async () => {
    let now = 100;
    const cache = new QueryCache({ now: () => now });
    await cache.fetchQuery(counted(['older'], 'mine').options);
    now = 300;
    await cache.fetchQuery(counted(['newer'], 'mine').options);
    const listener = vi.fn();
    cache.subscribe(['older'], listener);

    cache.hydrate({
      queries: [
        { queryKey: ['older'], data: 'theirs', updatedAt: 200 },
        { queryKey: ['newer'], data: 'theirs', updatedAt: 200 },
        { queryKey: ['missing'], data: 'theirs', updatedAt: 200 },
      ],
    });

    expect(cache.getQueryData(['older'])).toBe('theirs');
    expect(cache.getQueryData(['newer'])).toBe('mine');
    expect(cache.getQueryData(['missing'])).toBe('theirs');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('with onlyMissing, adds what the cache lacks and leaves older data', async () => {
    const cache = new QueryCache({ now: () => 100 });
    await cache.fetchQuery(counted(['older'], 'mine').options);

    cache.hydrate(
      {
        queries: [
          { queryKey: ['older'], data: 'theirs', updatedAt: 200 },
          { queryKey: ['missing'], data: 'theirs', updatedAt: 200 },
        ],
      },
      { onlyMissing: true },
    );

    expect(cache.getQueryData(['older'])).toBe('mine');
    expect(cache.getQueryData(['missing'])).toBe('theirs');
  });
});
