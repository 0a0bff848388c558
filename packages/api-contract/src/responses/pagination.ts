import * as z from 'zod/mini';
import { lenientInt } from '../fields/response-fields.ts';

/** The pagination fields of a paginated response; any may be missing (defaults 1, 10, 0, 0). */
export const paginationFields = {
  current_page: lenientInt,
  per_page: lenientInt,
  total_items: lenientInt,
  total_pages: lenientInt,
};

export const paginationSchema = z.object(paginationFields);

/** A page of records: the server's list of them under `key`, then the pagination fields. */
export function pageOf<const Key extends string, Item extends z.ZodMiniType>(key: Key, item: Item) {
  const list = { [key]: z.array(item) } as { [K in Key]: z.ZodMiniArray<Item> };
  return z.object({ ...list, ...paginationFields });
}
