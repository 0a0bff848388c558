import { DatabaseSync } from 'node:sqlite';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRankedIndex, rankedSearch } from '../src/repositories/paged-search.ts';
import { searchKey, slotRange } from '../src/search/search-key.ts';
import { intersectAscending, lowerBound } from '../src/search/sorted-intersection.ts';

const ascending = (values: number[]) =>
  Float64Array.from([...new Set(values)].sort((a, b) => a - b));

describe('intersectAscending', () => {
  it.each([
    [[], []],
    [[[1, 2, 3]], [1, 2, 3]],
    [
      [
        [1, 3, 5, 7],
        [3, 4, 5],
      ],
      [3, 5],
    ],
    [
      [
        [1, 2],
        [3, 4],
      ],
      [],
    ],
    [
      [
        [2, 4, 6, 8, 10, 12],
        [4, 12],
        [1, 4, 9, 12],
      ],
      [4, 12],
    ],
  ])('of %j is %j', (lists, expected) => {
    expect([...intersectAscending(lists.map((list) => Float64Array.from(list)))]).toEqual(expected);
  });

  it('keeps exactly the values every list holds, in order, for any lists', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 40 }), {
          minLength: 1,
          maxLength: 5,
        }),
        (lists) => {
          const sets = lists.map((list) => new Set(list));
          const expected = [...ascending(lists[0] ?? [])].filter((value) =>
            sets.every((set) => set.has(value)),
          );
          expect([...intersectAscending(lists.map(ascending))]).toEqual(expected);
        },
      ),
    );
  });
});

describe('lowerBound', () => {
  const list = Float64Array.from([2, 4, 4.5, 8, 16, 32, 64]);
  it.each([
    [1, 0, 0],
    [4, 0, 1],
    [5, 0, 3],
    [64, 0, 6],
    [65, 0, 7],
    [8, 4, 4],
    [3, 2, 2],
  ])('of %d from %d is %d', (value, from, expected) => {
    expect(lowerBound(list, value, from)).toBe(expected);
  });
});

describe('rankedSearch', () => {
  /** A journal in slot 1 whose titles are indexed as the migrations index them. */
  function indexOf(titles: Record<number, string>) {
    const db = new DatabaseSync(':memory:');
    db.exec("CREATE VIRTUAL TABLE titles_search USING fts5 (title, content = '')");
    const insert = db.prepare('INSERT INTO titles_search (rowid, title) VALUES (?, ?)');
    for (const [id, title] of Object.entries(titles)) {
      insert.run(searchKey(1, title, Number(id)), title);
    }
    return { index: createRankedIndex(db, 'titles_search'), range: slotRange(1) };
  }

  const titles = {
    1: 'Grid inverter control',
    2: 'Grid inverter',
    3: 'Inverter grid faults in distribution networks',
    4: 'Battery storage',
    5: 'Adaptive grid inverter control loops',
  };

  it('ranks shorter titles first, then newer (higher) ids, and counts every match', () => {
    const { index, range } = indexOf(titles);
    const page = rankedSearch(index, range, 'inverter GRID', 1, 10);

    expect(page.ids).toEqual([2, 1, 5, 3]);
    expect(page.pagination).toEqual({
      current_page: 1,
      per_page: 10,
      total_items: 4,
      total_pages: 1,
    });
  });

  it('pages through the ranked matches', () => {
    const { index, range } = indexOf(titles);

    expect(rankedSearch(index, range, 'grid', 1, 3).ids).toEqual([2, 1, 5]);
    expect(rankedSearch(index, range, 'grid', 2, 3).ids).toEqual([3]);
    expect(rankedSearch(index, range, 'grid', 3, 3)).toEqual({
      ids: [],
      pagination: { current_page: 3, per_page: 3, total_items: 4, total_pages: 2 },
    });
  });

  it('puts a pinned id first and does not repeat it among the matches', () => {
    const { index, range } = indexOf(titles);

    const pages = [1, 2].map((page) => rankedSearch(index, range, 'grid', page, 2, 5));
    expect(pages.map((page) => page.ids)).toEqual([
      [5, 2],
      [1, 3],
    ]);
    expect(pages[0]?.pagination.total_items).toBe(4);
  });

  it('adds a pinned id that does not match to the total', () => {
    const { index, range } = indexOf(titles);
    const page = rankedSearch(index, range, 'battery', 1, 10, 2);

    expect(page.ids).toEqual([2, 4]);
    expect(page.pagination.total_items).toBe(2);
  });

  it('finds nothing for text without words or a word no title holds', () => {
    const { index, range } = indexOf(titles);

    expect(rankedSearch(index, range, '!!!', 1, 10).pagination.total_items).toBe(0);
    expect(rankedSearch(index, range, 'grid turbine', 1, 10).ids).toEqual([]);
  });
});
