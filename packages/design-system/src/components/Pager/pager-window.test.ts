import { describe, expect, it } from 'vitest';
import { pagerWindow } from './pager-window.ts';

describe('pagerWindow', () => {
  it.each([
    [1, 10, [1, 2, 3, 4, 5]],
    [2, 10, [1, 2, 3, 4, 5]],
    [3, 10, [1, 2, 3, 4, 5]],
    [4, 10, [2, 3, 4, 5, 6]],
    [6, 10, [4, 5, 6, 7, 8]],
    [8, 10, [6, 7, 8, 9, 10]],
    [9, 10, [6, 7, 8, 9, 10]],
    [10, 10, [6, 7, 8, 9, 10]],
    [1, 1, [1]],
    [2, 3, [1, 2, 3]],
    [5, 5, [1, 2, 3, 4, 5]],
    [3, 6, [1, 2, 3, 4, 5]],
    [4, 6, [2, 3, 4, 5, 6]],
  ])('centres page %i of %i as %j', (current, total, expected) => {
    expect(pagerWindow(current, total)).toEqual(expected);
  });

  it.each([
    [0, 10, [1, 2, 3, 4, 5]],
    [-3, 10, [1, 2, 3, 4, 5]],
    [99, 10, [6, 7, 8, 9, 10]],
  ])('clamps an out-of-range page %i of %i to %j', (current, total, expected) => {
    expect(pagerWindow(current, total)).toEqual(expected);
  });

  it('gives no pages when there are none', () => {
    expect(pagerWindow(1, 0)).toEqual([]);
  });

  it.each([
    [5, 10, 3, [4, 5, 6]],
    [5, 10, 4, [4, 5, 6, 7]],
    [1, 10, 7, [1, 2, 3, 4, 5, 6, 7]],
  ])(
    'takes another window size: page %i of %i, size %i gives %j',
    (current, total, size, expected) => {
      expect(pagerWindow(current, total, size)).toEqual(expected);
    },
  );

  it('always holds the current page and never more than the size', () => {
    for (let total = 1; total <= 20; total++) {
      for (let current = 1; current <= total; current++) {
        const pages = pagerWindow(current, total);
        expect(pages).toContain(current);
        expect(pages.length).toBe(Math.min(5, total));
      }
    }
  });
});
