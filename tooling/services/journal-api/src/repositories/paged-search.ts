// Ranked full-text search with pagination, shared by papers, conference papers and theses.
// Every index is keyed by search keys (search/search-key.ts): the journal is a rowid range and
// ascending rowid is the ranking. The index gives, for each word, the keys of the titles that
// hold it (one pass, one JSON array); those lists are kept in memory and intersected here, so a
// search reads the index only for words it has not seen. The matches are then the ranked keys:
// their number is the total and a page is a slice of them.
import type { DatabaseSync } from 'node:sqlite';
import { createLruCache } from '../cache/lru-cache.ts';
import type { LruCache } from '../cache/lru-cache.ts';
import { pageWindow } from '../http/pagination.ts';
import type { PaginationFields, RowPage } from '../http/pagination.ts';
import { allWordTerms } from '../search/match-expression.ts';
import { idOfKey } from '../search/search-key.ts';
import { intersectAscending } from '../search/sorted-intersection.ts';
import type { KeyRange } from '../search/search-key.ts';
import { typedStatement } from './typed-statement.ts';
import type { TypedStatement } from './typed-statement.ts';

export interface RankedIdPage {
  ids: number[];
  pagination: PaginationFields;
}

export interface RankedIndex {
  /** Parameters: one term, first key, last key. */
  termKeys: TypedStatement<{ keys: string }>;
  /** The search keys of recent terms, by key range and term. */
  postings: LruCache<Float64Array>;
}

/** How many search keys each index keeps in memory (8 bytes each). */
export const rememberedKeys = 2_000_000;

/** The search keys of every row of a key range whose title holds one term, ascending, as JSON. */
export function termKeysSql(index: string): string {
  // The aggregate reads the ordered subquery in its order (an aggregate query is never
  // flattened into a subquery that has an ORDER BY).
  return `SELECT json_group_array(rowid) AS keys FROM (
      SELECT rowid FROM ${index} WHERE ${index} MATCH ? AND rowid BETWEEN ? AND ?
      ORDER BY rowid
    )`;
}

export function createRankedIndex(db: DatabaseSync, index: string): RankedIndex {
  return {
    termKeys: typedStatement<{ keys: string }>(db, termKeysSql(index)),
    postings: createLruCache<Float64Array>(rememberedKeys, (keys) => keys.length + 1),
  };
}

/** Ranked search that reads a page of rows: the ids of `rankedSearch`, then their rows. */
export function createRankedRowSearch<Row>(
  db: DatabaseSync,
  index: string,
  readRows: (ids: readonly number[]) => Row[],
): (range: KeyRange, text: string, page: number, perPage: number) => RowPage<Row> {
  const ranked = createRankedIndex(db, index);
  return (range, text, page, perPage) => {
    const { ids, pagination } = rankedSearch(ranked, range, text, page, perPage);
    return { rows: readRows(ids), pagination };
  };
}

/** Reads rows of `table` by id, in the order given; ids without a row are left out. */
export function rowsByIds<Row>(
  db: DatabaseSync,
  columns: string,
  table: { name: string; alias: string; id: string },
): (ids: readonly number[]) => Row[] {
  const { name, alias, id } = table;
  const statement = typedStatement<Row>(
    db,
    `SELECT ${columns} FROM json_each(?) ids JOIN ${name} ${alias} ON ${alias}.${id} = ids.value
     ORDER BY ids.key`,
  );
  return (ids) => (ids.length === 0 ? [] : statement.all(JSON.stringify(ids)));
}

function keysOfTerm(index: RankedIndex, range: KeyRange, term: string): Float64Array {
  const remembered = `${range.first}:${term}`;
  let keys = index.postings.get(remembered);
  if (keys === undefined) {
    const json = index.termKeys.get(term, range.first, range.last)?.keys ?? '[]';
    keys = Float64Array.from(JSON.parse(json) as number[]);
    index.postings.set(remembered, keys);
  }
  return keys;
}

/** The search keys of the rows that hold every term, ascending: the ranking. */
function matchingKeys(index: RankedIndex, range: KeyRange, terms: string[]): Float64Array {
  return intersectAscending(terms.map((term) => keysOfTerm(index, range, term)));
}

/**
 * A page of the ids of the rows whose titles hold every word of `text`, ranked (shorter titles
 * first, then newest). `pinnedId` is an exact match found another way (by unique id): it comes
 * first and is not repeated among the ranked ids.
 */
export function rankedSearch(
  index: RankedIndex,
  range: KeyRange,
  text: string,
  page: number,
  perPage: number,
  pinnedId?: number,
): RankedIdPage {
  const matched = matchingKeys(index, range, allWordTerms(text));
  const pinnedAt = pinnedId === undefined ? -1 : positionOfId(matched, pinnedId);
  const total = matched.length + (pinnedId === undefined || pinnedAt >= 0 ? 0 : 1);
  const window = pageWindow(total, page, perPage);
  if (window.isEmpty) return { ids: [], pagination: window.fields };

  const ids: number[] = [];
  const end = Math.min(total, window.offset + perPage);
  for (let position = window.offset; position < end; position += 1) {
    ids.push(rankedAt(matched, position, pinnedId, pinnedAt));
  }
  return { ids, pagination: window.fields };
}

function positionOfId(keys: Float64Array, id: number): number {
  return keys.findIndex((key) => idOfKey(key) === id);
}

/** The id at `position` of the pinned id followed by the matches without it. */
function rankedAt(
  matched: Float64Array,
  position: number,
  pinnedId: number | undefined,
  pinnedAt: number,
): number {
  if (pinnedId === undefined) return idOfKey(matched[position] as number);
  if (position === 0) return pinnedId;
  const index = pinnedAt >= 0 && position > pinnedAt ? position : position - 1;
  return idOfKey(matched[index] as number);
}
