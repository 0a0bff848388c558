// The pager: at most 5 page numbers centred on the current page, shifted at the ends; previous
// and next disabled at the first and last page; shown only when there is more than one page and
// no search is active.
import { pagerWindow } from '@journals/design-system/pager-window';
import type { ListLink } from './navigation.ts';
import type { ListSelection } from './selection.ts';
import type { Pagination } from './types.ts';
import { hrefFor } from './url.ts';
import { pagerWindowSize, type ListVariant } from './variants.ts';

/**
 * The page numbers the pager shows (the design system's window, React-free): centred on the
 * current page and shifted to stay within 1..totalPages: with 10 pages, page 1 shows 1-5, page 5
 * shows 3-7, page 10 shows 6-10; with 3 pages, 1-3.
 */
export { pagerWindow };

/** The pager is shown only when more than one page exists and no search is active. */
export function pagerVisible(selection: ListSelection, pagination: Pagination): boolean {
  return pagination.totalPages > 1 && selection.search === '';
}

/** The selection showing another page of the same list (any search ends). */
export function choosePage(selection: ListSelection, page: number): ListSelection {
  return { ...selection, page, search: '' };
}

export interface PagerPage extends ListLink {
  page: number;
  current: boolean;
}

export interface PagerModel {
  visible: boolean;
  pages: PagerPage[];
  /** The page before; null on the first page (the button is disabled). */
  previous: ListLink | null;
  /** The page after; null on the last page (the button is disabled). */
  next: ListLink | null;
}

/**
 * The pager of a list page. The current page is the selection's (the URL is the state). A page
 * beyond the end (an old link) shows the last window with no current number, and its previous
 * link goes to the last page.
 */
export function pagerModel(
  variant: ListVariant,
  selection: ListSelection,
  pagination: Pagination,
): PagerModel {
  const total = pagination.totalPages;
  const page = selection.page;
  const link = (target: number): ListLink => {
    const next = choosePage(selection, target);
    return { selection: next, href: hrefFor(variant, next) };
  };
  return {
    visible: pagerVisible(selection, pagination),
    pages: pagerWindow(page, total, pagerWindowSize).map((number) => ({
      ...link(number),
      page: number,
      current: number === page,
    })),
    previous: page > 1 && total >= 1 ? link(Math.min(page - 1, total)) : null,
    next: page < total ? link(page + 1) : null,
  };
}
