// The lists' caches: the browser's retries a failed call once but never one refused for too many
// requests (429), and keeps data a minute; the server's never retries.
import { queryOptions } from '@journals/api-client/query-cache';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserListQueryCache } from '../../src/papers/list-query-cache.ts';
import { requestQueryCache } from '../../src/server/journal-api.server.ts';

afterEach(() => {
  vi.useRealTimers();
});

class Refused extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

function failing(key: string, error: Error) {
  const queryFn = vi.fn(() => Promise.reject(error));
  return { options: queryOptions({ queryKey: ['indjece', key, {}], queryFn }), queryFn };
}

describe("the browser's list cache", () => {
  it('asks once more after a failure, a second later', async () => {
    vi.useFakeTimers();
    const { options, queryFn } = failing('unavailable', new Refused(503));

    const result = expect(browserListQueryCache().fetchQuery(options)).rejects.toThrow('HTTP 503');
    await vi.advanceTimersByTimeAsync(999);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    await result;

    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('does not ask again after a 429, even wrapped in a catalogue error', async () => {
    vi.useFakeTimers();
    const wrapped = new Error('Failed to fetch Thesis', { cause: new Refused(429) });
    const { options, queryFn } = failing('limited', wrapped);

    const result = expect(browserListQueryCache().fetchQuery(options)).rejects.toBe(wrapped);
    await vi.advanceTimersByTimeAsync(60_000);
    await result;

    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('is one cache for the visit, its data fresh for a minute', async () => {
    const queryFn = vi.fn(() => Promise.resolve('index'));
    const options = queryOptions({ queryKey: ['indjece', 'fresh', {}], queryFn });

    await browserListQueryCache().fetchQuery(options);
    await browserListQueryCache().fetchQuery(options);

    expect(browserListQueryCache()).toBe(browserListQueryCache());
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});

describe("a server render's cache", () => {
  it('is new for every request and never retries', async () => {
    const { options, queryFn } = failing('unavailable', new Refused(503));

    await expect(requestQueryCache().fetchQuery(options)).rejects.toThrow('HTTP 503');

    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(requestQueryCache()).not.toBe(requestQueryCache());
  });
});
