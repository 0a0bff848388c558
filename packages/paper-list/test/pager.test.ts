import { describe, expect, it } from 'vitest';
import {
  choosePage,
  pagerModel,
  pagerVisible,
  pagerWindow,
  parseSelection,
  type Pagination,
} from '../src/model/index.ts';
import { archivesContext, selection } from './fixtures.ts';

const pages = (totalPages: number): Pagination => ({
  currentPage: 1,
  perPage: 5,
  totalItems: totalPages * 5,
  totalPages,
});

describe('the pager window', () => {
  it.each([
    [1, 10, [1, 2, 3, 4, 5]],
    [2, 10, [1, 2, 3, 4, 5]],
    [3, 10, [1, 2, 3, 4, 5]],
    [4, 10, [2, 3, 4, 5, 6]],
    [5, 10, [3, 4, 5, 6, 7]],
    [8, 10, [6, 7, 8, 9, 10]],
    [9, 10, [6, 7, 8, 9, 10]],
    [10, 10, [6, 7, 8, 9, 10]],
    [1, 3, [1, 2, 3]],
    [2, 3, [1, 2, 3]],
    [3, 3, [1, 2, 3]],
    [1, 5, [1, 2, 3, 4, 5]],
    [3, 6, [1, 2, 3, 4, 5]],
    [4, 6, [2, 3, 4, 5, 6]],
    [1, 1, [1]],
    [1, 0, []],
    [12, 10, [6, 7, 8, 9, 10]],
    [0, 10, [1, 2, 3, 4, 5]],
  ])('page %i of %i shows %j', (current, total, window) => {
    expect(pagerWindow(current, total)).toEqual(window);
  });

  it('can show another number of pages', () => {
    expect(pagerWindow(5, 10, 3)).toEqual([4, 5, 6]);
    expect(pagerWindow(1, 10, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('whether the pager shows', () => {
  it.each([
    [0, '', false],
    [1, '', false],
    [2, '', true],
    [10, '', true],
    [10, 'grid', false],
  ])('with %i pages and search %j: %s', (totalPages, search, visible) => {
    expect(pagerVisible(selection({ year: 2025, volume: 2, search }), pages(totalPages))).toBe(
      visible,
    );
  });
});

describe('the pager of a list page', () => {
  const at = (page: number) => selection({ year: 2025, volume: 2, issue: 3, page });
  const hrefOf = (page: number) =>
    `/archives/paperlist?year=2025&volume=2&issue=3${page === 1 ? '' : `&page=${page}`}`;

  it.each([
    [1, null, 2],
    [5, 4, 6],
    [10, 9, null],
  ])('on page %i of 10: previous %s, next %s (null = disabled)', (page, previous, next) => {
    const pager = pagerModel('archives', at(page), pages(10));
    expect(pager.previous?.href ?? null).toBe(previous && hrefOf(previous));
    expect(pager.next?.href ?? null).toBe(next && hrefOf(next));
  });

  it('links each number, marking the current page', () => {
    const pager = pagerModel('archives', at(5), pages(10));
    expect(pager.visible).toBe(true);
    expect(pager.pages.map((p) => [p.page, p.current, p.href])).toEqual(
      [3, 4, 5, 6, 7].map((page) => [page, page === 5, hrefOf(page)]),
    );
  });

  it('on a page beyond the end shows the last window, nothing current, previous to the last page', () => {
    const pager = pagerModel('archives', at(14), pages(10));
    expect(pager.pages.map((p) => p.page)).toEqual([6, 7, 8, 9, 10]);
    expect(pager.pages.some((p) => p.current)).toBe(false);
    expect(pager.previous?.selection.page).toBe(10);
    expect(pager.next).toBeNull();
  });

  it('is hidden, with no links, for a single page', () => {
    const pager = pagerModel('archives', at(1), pages(1));
    expect(pager).toMatchObject({ visible: false, previous: null, next: null });
  });

  it('links that read back as the pages they name', () => {
    for (const link of pagerModel('archives', at(5), pages(10)).pages) {
      const query = new URL(link.href, 'https://journal.example/').searchParams;
      expect(parseSelection(archivesContext, query)).toEqual(link.selection);
    }
  });

  it('moving to a page ends any search and keeps the place', () => {
    expect(choosePage(selection({ year: 2025, volume: 2, issue: 3, search: 'x' }), 4)).toEqual(
      selection({ year: 2025, volume: 2, issue: 3, page: 4 }),
    );
  });
});
