// A value kept in the process and refreshed in the background: served at once when there is
// one, one load at a time, a short wait when there is none, no wait after a failure.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RefreshingValue } from '../src/index.ts';

/** Whether a promise has settled yet, and with what, read without awaiting it. */
function settledState<T>(promise: Promise<T>): { settled: boolean; value?: T } {
  const state: { settled: boolean; value?: T } = { settled: false };
  void promise.then((value) => {
    state.settled = true;
    state.value = value;
  });
  return state;
}

// A test that fails half way must not leave the fake clock to the next.
afterEach(() => {
  vi.useRealTimers();
});
describe('RefreshingValue', () => {
  it('loads once for many readers and serves the value while it is fresh', async () => {
    const load = vi.fn(async () => 'v1');
    const value = new RefreshingValue({ load, freshForMs: 1_000 });

    expect(await Promise.all([value.get(), value.get(), value.peek(50)])).toEqual([
      'v1',
      'v1',
      'v1',
    ]);
    expect(await value.get()).toBe('v1');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves a stale value at once and refreshes it in the background', async () => {
    let now = 0;
    const next = Promise.withResolvers<string>();
    const load = vi
      .fn<() => Promise<string>>()
      .mockResolvedValueOnce('v1')
      .mockReturnValueOnce(next.promise);
    const value = new RefreshingValue({ load, freshForMs: 100, now: () => now });
    await value.get();

    now = 500;
    expect(await value.get()).toBe('v1');
    expect(await value.peek(10)).toBe('v1');
    expect(load).toHaveBeenCalledTimes(2);

    next.resolve('v2');
    await next.promise;
    expect(await value.get()).toBe('v2');
  });

  it('keeps serving the stale value while refreshes fail', async () => {
    let now = 0;
    const load = vi
      .fn<() => Promise<string>>()
      .mockResolvedValueOnce('v1')
      .mockRejectedValue(new Error('API down'));
    const value = new RefreshingValue({ load, freshForMs: 100, now: () => now });
    await value.get();

    now = 500;
    expect(await value.get()).toBe('v1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await value.get()).toBe('v1');
  });

  it('without a value, peek waits at most its budget while the load goes on', async () => {
    vi.useFakeTimers();
    const slow = Promise.withResolvers<string>();
    const value = new RefreshingValue({ load: () => slow.promise, freshForMs: 1_000 });

    const peeked = settledState(value.peek(50));
    await vi.advanceTimersByTimeAsync(49);
    expect(peeked.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(peeked).toEqual({ settled: true, value: null });
    vi.useRealTimers();

    slow.resolve('v1');
    await slow.promise;
    expect(await value.peek(50)).toBe('v1');
  });

  it('after a failed load, peek does not wait but tries again in the background', async () => {
    const retry = Promise.withResolvers<string>();
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('API down'))
      .mockReturnValueOnce(retry.promise);
    const value = new RefreshingValue({ load, freshForMs: 1_000 });
    await expect(value.get()).rejects.toThrow('API down');

    // Answered without any time passing: it does not wait its budget.
    vi.useFakeTimers();
    const peeked = settledState(value.peek(5_000));
    await vi.advanceTimersByTimeAsync(0);
    expect(peeked).toEqual({ settled: true, value: null });
    vi.useRealTimers();
    expect(load).toHaveBeenCalledTimes(2);

    retry.resolve('v1');
    await retry.promise;
    expect(await value.peek(5_000)).toBe('v1');
  });

  it('get rejects with the failure while there is no value, and the next call tries again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('API down'))
      .mockResolvedValueOnce('v1');
    const value = new RefreshingValue({ load, freshForMs: 1_000 });

    await expect(value.get()).rejects.toThrow('API down');
    expect(await value.get()).toBe('v1');
  });

  it.each([
    ['get', (value: RefreshingValue<string>) => value.get()],
    ['peek', (value: RefreshingValue<string>) => value.peek(10)],
  ])('%s alone starts the refresh of a value as old as its freshness', async (_reader, read) => {
    let now = 0;
    const load = vi
      .fn<() => Promise<string>>()
      .mockResolvedValueOnce('v1')
      .mockResolvedValueOnce('v2');
    const value = new RefreshingValue({ load, freshForMs: 100, now: () => now });
    await value.get();

    now = 99;
    expect(await read(value)).toBe('v1');
    expect(load).toHaveBeenCalledTimes(1);

    now = 100;
    expect(await read(value)).toBe('v1');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('peek answers null, not undefined, when the first load fails within its budget', async () => {
    const value = new RefreshingValue({
      load: () => Promise.reject(new Error('API down')),
      freshForMs: 1_000,
    });

    expect(await value.peek(5_000)).toBeNull();
  });

  it('peek leaves no timer behind once the value arrives', async () => {
    vi.useFakeTimers();
    const value = new RefreshingValue({ load: async () => 'v1', freshForMs: 1_000 });

    expect(await value.peek(5_000)).toBe('v1');
    expect(vi.getTimerCount()).toBe(0);
  });
});
