// Ranked full-text search with pagination, shared by papers, conference papers and theses.
// Every index is keyed by search keys (search/search-key.ts): the journal is a rowid range and
// ascending rowid is the ranking, so a page is read without scoring every match.
import { pageWindow } from '../http/pagination.ts';
import type { PaginationFields } from '../http/pagination.ts';
import { idOfKeySql } from '../search/search-key.ts';
import type { KeyRange } from '../search/search-key.ts';
import { createLruCache } from '../cache/lru-cache.ts';
import type { LruCache } from '../cache/lru-cache.ts';
import { allWordsExpression } from '../search/match-expression.ts';
import type { CountRow, TypedStatement } from './typed-statement.ts';

export interface SearchPage<Row> {
  rows: Row[];
  pagination: PaginationFields;
}

export interface RankedSearchStatements<Row> {
  /** Parameters: match expression, first key, last key, key to leave out. */
  count: TypedStatement<CountRow>;
  /** Parameters: match expression, first key, last key, key to leave out, limit, offset. */
  page: TypedStatement<Row>;
  /**
   * Recent totals and pages. Counting every match of a common word is the costly part of a
   * search, and readers repeat searches; the database does not change while the server runs.
   */
  counts: LruCache<number>;
  pages: LruCache<Row[]>;
}

/** How many search totals and pages each index remembers. */
export const rememberedCounts = 4096;
export const rememberedPages = 512;

export function createSearchCaches<Row>(): Pick<RankedSearchStatements<Row>, 'counts' | 'pages'> {
  return {
    counts: createLruCache<number>(rememberedCounts),
    pages: createLruCache<Row[]>(rememberedPages),
  };
}

/** No row has this key: nothing is left out. */
const noKey = -1;

/**
 * A ranked page: the first `index` rows of the key range, joined to `table` through the id
 * each key holds (a primary-key lookup).
 */
export function rankedPageSql(
  columns: string,
  index: string,
  table: { name: string; alias: string; id: string },
): string {
  const { name, alias, id } = table;
  return `SELECT ${columns} FROM (
      SELECT rowid AS search_key FROM ${index}
      WHERE ${index} MATCH ? AND rowid BETWEEN ? AND ? AND rowid != ?
      ORDER BY rowid LIMIT ? OFFSET ?
    ) s JOIN ${name} ${alias} ON ${alias}.${id} = ${idOfKeySql('s.search_key')}
    ORDER BY s.search_key`;
}

export function rankedCountSql(index: string): string {
  return `SELECT count(*) AS total FROM ${index}
    WHERE ${index} MATCH ? AND rowid BETWEEN ? AND ? AND rowid != ?`;
}

function countMatches<Row>(
  statements: RankedSearchStatements<Row>,
  expression: string,
  range: KeyRange,
  excluded: number,
): number {
  const key = `${range.first}:${excluded}:${expression}`;
  let total = statements.counts.get(key);
  if (total === undefined) {
    total = statements.count.get(expression, range.first, range.last, excluded)?.total ?? 0;
    statements.counts.set(key, total);
  }
  return total;
}

function pageOfMatches<Row>(
  statements: RankedSearchStatements<Row>,
  expression: string,
  range: KeyRange,
  excluded: number,
  limit: number,
  offset: number,
): Row[] {
  const key = `${range.first}:${excluded}:${limit}:${offset}:${expression}`;
  let rows = statements.pages.get(key);
  if (rows === undefined) {
    rows = statements.page.all(expression, range.first, range.last, excluded, limit, offset);
    statements.pages.set(key, rows);
  }
  return rows;
}

/**
 * A page of the rows whose titles hold every word of `text`. `pinned` is an exact match found
 * another way (by unique id): it comes first and is not repeated among the ranked rows.
 * The page is read first: when it is the last one, it tells the total without counting.
 */
export function rankedSearch<Row extends object>(
  statements: RankedSearchStatements<Row>,
  range: KeyRange,
  text: string,
  page: number,
  perPage: number,
  pinned?: { row: Row; searchKey: number },
): SearchPage<Row> {
  const expression = allWordsExpression(text);
  const head = pinned ? [pinned.row] : [];
  const excluded = pinned?.searchKey ?? noKey;
  const offset = (page - 1) * perPage;
  const fromHead = head.slice(offset, offset + perPage);
  const limit = perPage - fromHead.length;
  const indexOffset = Math.max(0, offset - head.length);
  const canRead = expression !== null && limit > 0 && Number.isSafeInteger(indexOffset);
  const fromIndex = canRead
    ? pageOfMatches(statements, expression, range, excluded, limit, indexOffset)
    : [];

  let ranked: number;
  if (expression === null) ranked = 0;
  else if (canRead && fromIndex.length < limit && (fromIndex.length > 0 || indexOffset === 0)) {
    ranked = indexOffset + fromIndex.length;
  } else ranked = countMatches(statements, expression, range, excluded);

  const window = pageWindow(head.length + ranked, page, perPage);
  return { rows: [...fromHead, ...fromIndex], pagination: window.fields };
}
