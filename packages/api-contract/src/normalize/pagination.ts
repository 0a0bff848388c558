import type { Pagination } from '../types.ts';

export interface RawPagination {
  current_page?: number | null;
  per_page?: number | null;
  total_items?: number | null;
  total_pages?: number | null;
}

export const paginationDefaults: Pagination = {
  currentPage: 1,
  perPage: 10,
  totalItems: 0,
  totalPages: 0,
};

/** Server pagination fields -> Pagination, with defaults 1, 10, 0, 0 for missing fields. */
export function normalizePagination(raw: RawPagination): Pagination {
  return {
    currentPage: raw.current_page ?? paginationDefaults.currentPage,
    perPage: raw.per_page ?? paginationDefaults.perPage,
    totalItems: raw.total_items ?? paginationDefaults.totalItems,
    totalPages: raw.total_pages ?? paginationDefaults.totalPages,
  };
}
