// Page arithmetic of every paginated answer: current_page, per_page, total_items, total_pages.

export interface PaginationFields {
  current_page: number;
  per_page: number;
  total_items: number;
  total_pages: number;
}

export interface PageWindow {
  fields: PaginationFields;
  /** Rows to skip; only meaningful when `isEmpty` is false. */
  offset: number;
  /** True when the page lies beyond the last item: nothing to query. */
  isEmpty: boolean;
}

export function pageWindow(totalItems: number, page: number, perPage: number): PageWindow {
  const offset = (page - 1) * perPage;
  return {
    fields: {
      current_page: page,
      per_page: perPage,
      total_items: totalItems,
      total_pages: Math.ceil(totalItems / perPage),
    },
    offset,
    isEmpty: offset >= totalItems,
  };
}

export interface RowPage<Row> {
  rows: Row[];
  pagination: PaginationFields;
}

/** A page of `total` items: its fields, and the rows `read` gives from its offset (not asked past the end). */
export function readPage<Row>(
  total: number,
  page: number,
  perPage: number,
  read: (offset: number) => Row[],
): RowPage<Row> {
  const window = pageWindow(total, page, perPage);
  return { rows: window.isEmpty ? [] : read(window.offset), pagination: window.fields };
}
