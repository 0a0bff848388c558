// @vitest-environment node
// What the discovery services keep while they run: the shared walk hands out what it has found
// while it goes on (a sitemap streams, a route answers once the walk is far enough), and the
// timed cache drops the value computed longest ago when it is full, even one still failing.
import { describe, expect, it } from 'vitest';
import { SharedWalk } from '../src/shared-walk.ts';
import { TimedCache } from '../src/timed-cache.ts';

/** A walk that finds `first` at once, then waits for `rest` before it finds the others. */
function gatedWalk(first: number[], rest: number[]) {
  const gate = Promise.withResolvers<void>();
  let finished = false;
  const walk = new SharedWalk(
    async function* () {
      yield* first;
      await gate.promise;
      yield* rest;
      finished = true;
    },
    { maxAgeMs: 60_000 },
  );
  return { walk, open: () => gate.resolve(), finished: () => finished };
}

describe('a shared walk while it runs', () => {
  it('gives a reader each item as soon as it is found', async () => {
    const { walk, open, finished } = gatedWalk([1, 2], [3]);
    const reader = walk.items();

    expect(await reader.next()).toEqual({ value: 1, done: false });
    expect(await reader.next()).toEqual({ value: 2, done: false });
    expect(finished()).toBe(false);
    open();
    expect(await reader.next()).toEqual({ value: 3, done: false });
    expect(await reader.next()).toEqual({ value: undefined, done: true });
    expect(finished()).toBe(true);
  });

  it('tells a route the walk got past a count before the walk ends', async () => {
    const { walk, open, finished } = gatedWalk([1, 2], [3]);

    await walk.reached(1);
    expect(finished()).toBe(false);
    open();
    await walk.reached(5);
    expect(finished()).toBe(true);
  });

  it('replays what a kept walk found to a reader who comes while it runs', async () => {
    const { walk, open } = gatedWalk([1, 2], [3]);
    const first = walk.items();
    await first.next();
    await first.next();

    const late = walk.items();
    expect(await late.next()).toEqual({ value: 1, done: false });
    expect(await late.next()).toEqual({ value: 2, done: false });
    open();
    expect(await late.next()).toEqual({ value: 3, done: false });
  });
});

describe('a shared walk that failed', () => {
  it('is forgotten, but not the newer walk that replaced it', async () => {
    let now = 0;
    let started = 0;
    const gate = Promise.withResolvers<void>();
    const walk = new SharedWalk(
      async function* () {
        started += 1;
        // The first walk fails once it is past its age; the later ones find one item.
        if (started === 1) {
          await gate.promise;
          throw new Error('API down');
        }
        yield started;
      },
      { maxAgeMs: 1_000, now: () => now },
    );
    const first = walk.all();

    now = 1_000;
    const second = walk.items();
    expect(await second.next()).toEqual({ value: 2, done: false });
    gate.resolve();
    await expect(first).rejects.toThrow('API down');
    expect(await walk.all()).toEqual([2]);
    expect(started).toBe(2);
  });
});

describe('a full timed cache', () => {
  it('drops the value computed longest ago, and keeps the others', async () => {
    const cache = new TimedCache<string>(60_000, 2, () => 0);
    const computed: string[] = [];
    const get = (key: string) =>
      cache.get(key, async () => {
        computed.push(key);
        return key;
      });

    await get('a');
    await get('b');
    await get('c');
    expect(computed).toEqual(['a', 'b', 'c']);
    // 'a' went when 'c' came; 'b' and 'c' are kept.
    await get('b');
    await get('c');
    expect(computed).toEqual(['a', 'b', 'c']);
    await get('a');
    expect(computed).toEqual(['a', 'b', 'c', 'a']);
  });

  it('keeps 500 values unless told otherwise', async () => {
    const cache = new TimedCache<number>(60_000);
    let computations = 0;
    const get = (key: number) =>
      cache.get(String(key), async () => {
        computations += 1;
        return key;
      });

    for (let key = 0; key < 501; key += 1) await get(key);
    await get(500);
    await get(1);
    expect(computations).toBe(501);
    await get(0);
    expect(computations).toBe(502);
  });

  it('takes no harm from a dropped computation that fails later', async () => {
    const cache = new TimedCache<string>(60_000, 1, () => 0);
    const late = Promise.withResolvers<string>();
    const dropped = cache.get('a', () => late.promise);

    await expect(cache.get('b', async () => 'b')).resolves.toBe('b');
    late.reject(new Error('API down'));
    await expect(dropped).rejects.toThrow('API down');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(cache.get('b', async () => 'again')).resolves.toBe('b');
  });
});
