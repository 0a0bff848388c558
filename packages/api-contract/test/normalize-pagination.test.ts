import { describe, expect, it } from 'vitest';
import { normalizePagination, paginationSchema, type Pagination } from '../src/index.ts';

describe('normalizePagination', () => {
  it.each<[string, unknown, Pagination]>([
    [
      'defaults 1, 10, 0, 0 when every field is missing',
      {},
      { currentPage: 1, perPage: 10, totalItems: 0, totalPages: 0 },
    ],
    [
      'defaults null and empty fields',
      { current_page: null, per_page: '', total_items: null, total_pages: '' },
      { currentPage: 1, perPage: 10, totalItems: 0, totalPages: 0 },
    ],
    [
      'reads numbers sent as strings',
      { current_page: '2', per_page: '5', total_items: '11', total_pages: '3' },
      { currentPage: 2, perPage: 5, totalItems: 11, totalPages: 3 },
    ],
    [
      'keeps a zero total',
      { current_page: 1, per_page: 5, total_items: 0, total_pages: 0 },
      { currentPage: 1, perPage: 5, totalItems: 0, totalPages: 0 },
    ],
    [
      'fills only what is missing',
      { current_page: 4 },
      { currentPage: 4, perPage: 10, totalItems: 0, totalPages: 0 },
    ],
  ])('%s', (_what, raw, expected) => {
    expect(normalizePagination(paginationSchema.parse(raw))).toEqual(expected);
  });
});
