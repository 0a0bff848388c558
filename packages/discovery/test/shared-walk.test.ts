// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SharedWalk } from '../src/shared-walk.ts';

function counted(items: number[], fail = false) {
  const calls = { started: 0 };
  async function* source() {
    calls.started += 1;
    for (const item of items) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      yield item;
    }
    if (fail) throw new Error('API down');
  }
  return { calls, source };
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const found: T[] = [];
  for await (const item of items) found.push(item);
  return found;
}

describe('a shared walk', () => {
  it('walks once for readers at the same time and for a reader who comes back', async () => {
    const { calls, source } = counted([1, 2, 3]);
    const walk = new SharedWalk(source, { maxAgeMs: 60_000 });
    const [first, second] = await Promise.all([collect(walk.items()), collect(walk.items())]);
    expect(first).toEqual([1, 2, 3]);
    expect(second).toEqual([1, 2, 3]);
    expect(await walk.all()).toEqual([1, 2, 3]);
    expect(await collect(walk.items())).toEqual([1, 2, 3]);
    expect(calls.started).toBe(1);
  });

  it('walks again once the kept walk is older than its maximum age', async () => {
    let now = 0;
    const { calls, source } = counted([1]);
    const walk = new SharedWalk(source, { maxAgeMs: 1000, now: () => now });
    await walk.all();
    now = 999;
    await walk.all();
    expect(calls.started).toBe(1);
    now = 1000;
    await walk.all();
    expect(calls.started).toBe(2);
  });

  it('passes a failure to its readers and forgets the walk, so the next request tries again', async () => {
    const { calls, source } = counted([1, 2], true);
    const walk = new SharedWalk(source, { maxAgeMs: 60_000 });
    await expect(collect(walk.items())).rejects.toThrow('API down');
    await expect(walk.all()).rejects.toThrow('API down');
    expect(calls.started).toBe(2);
  });

  it('tells when the walk has got past a number of items, or failed before', async () => {
    const walk = new SharedWalk(counted([1, 2, 3]).source, { maxAgeMs: 60_000 });
    await walk.reached(2);
    const failing = new SharedWalk(counted([1], true).source, { maxAgeMs: 60_000 });
    await expect(failing.reached(1)).rejects.toThrow('API down');
    const short = new SharedWalk(counted([1]).source, { maxAgeMs: 60_000 });
    await expect(short.reached(5)).resolves.toBeUndefined();
  });
});
