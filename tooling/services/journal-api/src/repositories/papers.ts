// Queries of the archive: the issue index, one issue's papers, details, search, suggestions.
import type { DatabaseSync } from 'node:sqlite';
import { readPage } from '../http/pagination.ts';
import { numericId } from './ids.ts';
import { typingExpression } from '../search/match-expression.ts';
import { idOfKeySql } from '../search/search-key.ts';
import type { KeyRangeOf } from './journal-slots.ts';
import { createRankedIndex, rankedSearch, rowsByIds } from './paged-search.ts';
import type { RankedIdPage } from './paged-search.ts';
import type { RowPage } from '../http/pagination.ts';
import type { PaperDetailRow, PaperRow } from './rows.ts';
import { typedStatement } from './typed-statement.ts';
import type { CountRow } from './typed-statement.ts';

/** The columns of a listed paper. */
const listed = `p.paper_id, p.journal_id, p.volume, p.issue, p.year, p.search_key, p.paper_uniqueid,
  p.paper_title, p.paper_month, p.paper_articletype, p.first_page, p.last_page, p.paper_doi,
  p.author_1, p.author_2, p.author_3, p.author_4, p.author_5, p.author_6, p.created_at,
  p.updated_at`;

/** The long texts, from paper_texts t. */
const texts = 't.paper_abstract, t.paper_citation, t.paper_designation, t.paper_references';

export interface IssueKey {
  year: number;
  volume: number;
  issue: number;
}

export interface Suggestion {
  paper_id: number;
  paper_title: string;
  paper_uniqueid: string;
}

export const maxSuggestions = 8;

/** Unique ids look like INDJECE-2025-02-03-004. */
const uniqueIdPrefix = /^[A-Za-z]{3,}-\d[\d-]*$/;

export function createPaperRepository(db: DatabaseSync, keyRangeOf: KeyRangeOf) {
  const issues = typedStatement<IssueKey>(
    db,
    `SELECT year, volume, issue FROM issues WHERE journal_id = ? AND paper_count > 0
     ORDER BY year, volume, issue`,
  );
  const countIssue = typedStatement<CountRow>(
    db,
    `SELECT paper_count AS total FROM issues
     WHERE journal_id = ? AND year = ? AND volume = ? AND issue = ?`,
  );
  const pageOfIssue = typedStatement<PaperRow>(
    db,
    `SELECT ${listed} FROM papers p
     WHERE p.journal_id = ? AND p.year = ? AND p.volume = ? AND p.issue = ? AND p.is_deleted = 0
       AND p.listing_rank BETWEEN ? AND ?
     ORDER BY p.listing_rank`,
  );
  const byId = typedStatement<PaperDetailRow>(
    db,
    `SELECT ${listed}, ${texts} FROM papers p JOIN paper_texts t ON t.paper_id = p.paper_id
     WHERE p.paper_id = ? AND p.journal_id = ? AND p.is_deleted = 0`,
  );
  const byUniqueId = typedStatement<PaperDetailRow>(
    db,
    `SELECT ${listed}, ${texts} FROM papers p JOIN paper_texts t ON t.paper_id = p.paper_id
     WHERE p.paper_uniqueid = ? AND p.journal_id = ? AND p.is_deleted = 0`,
  );
  const idByUniqueId = typedStatement<{ paper_id: number }>(
    db,
    `SELECT p.paper_id FROM papers p
     WHERE p.paper_uniqueid = ? AND p.journal_id = ? AND p.is_deleted = 0`,
  );
  const readListed = rowsByIds<PaperRow>(db, listed, {
    name: 'papers',
    alias: 'p',
    id: 'paper_id',
  });
  const searchIndex = createRankedIndex(db, 'papers_search');
  const suggestByTitleStart = typedStatement<Suggestion>(
    db,
    `SELECT p.paper_id, p.paper_title, p.paper_uniqueid FROM papers p
     WHERE p.journal_id = ?1 AND p.is_deleted = 0
       AND lower(p.paper_title) >= lower(?2) AND lower(p.paper_title) < lower(?2) || char(1114111)
     ORDER BY p.paper_id DESC LIMIT ${maxSuggestions}`,
  );
  const suggestByTitleWords = typedStatement<Suggestion>(
    db,
    `SELECT p.paper_id, p.paper_title, p.paper_uniqueid FROM (
       SELECT rowid AS search_key FROM papers_search
       WHERE papers_search MATCH ? AND rowid BETWEEN ? AND ?
       ORDER BY rowid LIMIT ${maxSuggestions}
     ) s JOIN papers p ON p.paper_id = ${idOfKeySql('s.search_key')}
     ORDER BY s.search_key`,
  );
  const suggestByUniqueId = typedStatement<Suggestion>(
    db,
    `SELECT p.paper_id, p.paper_title, p.paper_uniqueid FROM papers p
     WHERE p.paper_uniqueid >= ? AND p.paper_uniqueid < ? AND p.journal_id = ? AND p.is_deleted = 0
     ORDER BY p.paper_uniqueid LIMIT ${maxSuggestions}`,
  );

  return {
    /** The issues that have papers, oldest first. */
    issueIndex(journalId: string): IssueKey[] {
      return issues.all(journalId);
    },

    /** One page of an issue's papers in page order; an unknown issue is an empty page. */
    listIssue(journalId: string, key: IssueKey, page: number, perPage: number): RowPage<PaperRow> {
      const total = countIssue.get(journalId, key.year, key.volume, key.issue)?.total ?? 0;
      // Listing ranks run 1, 2, ...: a page is a range of them.
      return readPage(total, page, perPage, (offset) =>
        pageOfIssue.all(journalId, key.year, key.volume, key.issue, offset + 1, offset + perPage),
      );
    },

    /** A paper by its numeric id or its unique id (INDJECE-2025-02-03-004). */
    find(journalId: string, id: string): PaperDetailRow | undefined {
      const numeric = numericId(id);
      return numeric === undefined
        ? byUniqueId.get(id.trim().toUpperCase(), journalId)
        : byId.get(numeric, journalId);
    },

    /**
     * The ids of a page of search results: the paper whose unique id is `text` first; then the
     * papers whose titles hold every word, ranked (shorter titles first, then newest).
     */
    search(journalId: string, text: string, page: number, perPage: number): RankedIdPage {
      const trimmed = text.trim();
      const exact = uniqueIdPrefix.test(trimmed)
        ? idByUniqueId.get(trimmed.toUpperCase(), journalId)
        : undefined;
      return rankedSearch(searchIndex, keyRangeOf(journalId), text, page, perPage, exact?.paper_id);
    },

    /** Listed papers by id, in the order given (ids of papers that do not exist are left out). */
    listedByIds(ids: readonly number[]): PaperRow[] {
      return readListed(ids);
    },

    /**
     * Up to eight papers for what a reader is typing: by unique-id prefix (INDJECE-2025-02);
     * otherwise the titles that start with the text, newest first, then titles whose words
     * match it (the last word as a prefix), shortest first.
     */
    suggest(journalId: string, text: string): Suggestion[] {
      const trimmed = text.trim();
      if (uniqueIdPrefix.test(trimmed)) {
        const prefix = trimmed.toUpperCase();
        return suggestByUniqueId.all(prefix, `${prefix}\u{10FFFF}`, journalId);
      }
      const starting = suggestByTitleStart.all(journalId, trimmed);
      const expression = typingExpression(trimmed);
      if (starting.length === maxSuggestions || expression === null) return starting;
      const range = keyRangeOf(journalId);
      const seen = new Set(starting.map((suggestion) => suggestion.paper_id));
      const byWords = suggestByTitleWords
        .all(expression, range.first, range.last)
        .filter((suggestion) => !seen.has(suggestion.paper_id));
      return [...starting, ...byWords].slice(0, maxSuggestions);
    },
  };
}

export type PaperRepository = ReturnType<typeof createPaperRepository>;

export function referencesOf(
  row: { paper_references: string } | { references_json: string },
): string[] {
  const json = 'paper_references' in row ? row.paper_references : row.references_json;
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed)
    ? parsed.filter((item): item is string => typeof item === 'string')
    : [];
}
