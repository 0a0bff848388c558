// Ranked full-text search with pagination, shared by papers, conference papers and theses.
import { pageWindow } from '../http/pagination.ts';
import type { PaginationFields } from '../http/pagination.ts';
import { allWordsExpression } from '../search/match-expression.ts';
import type { CountRow, TypedStatement } from './typed-statement.ts';

export interface SearchPage<Row> {
  rows: Row[];
  pagination: PaginationFields;
}

export interface RankedSearchStatements<Row> {
  /** Parameters: match expression, journal id, id to leave out. */
  count: TypedStatement<CountRow>;
  /** Parameters: match expression, journal id, id to leave out, limit, offset. Best first. */
  page: TypedStatement<Row>;
}

/** No row has this id: nothing is left out. */
const noId = -1;

/**
 * A page of the rows whose titles hold every word of `text`. `pinned` is an exact match found
 * another way (by unique id): it comes first and is not repeated among the ranked rows.
 */
export function rankedSearch<Row extends object>(
  statements: RankedSearchStatements<Row>,
  journalId: string,
  text: string,
  page: number,
  perPage: number,
  pinned?: { row: Row; id: number },
): SearchPage<Row> {
  const expression = allWordsExpression(text);
  const head = pinned ? [pinned.row] : [];
  const excluded = pinned?.id ?? noId;
  const ranked =
    expression === null ? 0 : (statements.count.get(expression, journalId, excluded)?.total ?? 0);
  const window = pageWindow(head.length + ranked, page, perPage);
  if (window.isEmpty) return { rows: [], pagination: window.fields };

  const fromHead = head.slice(window.offset, window.offset + perPage);
  const limit = perPage - fromHead.length;
  const offset = Math.max(0, window.offset - head.length);
  const fromIndex =
    expression === null || limit === 0
      ? []
      : statements.page.all(expression, journalId, excluded, limit, offset);
  return { rows: [...fromHead, ...fromIndex], pagination: window.fields };
}
