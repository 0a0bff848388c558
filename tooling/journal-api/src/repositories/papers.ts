// Queries of the archive: the issue index, one issue's papers, details, search, suggestions.
import type { DatabaseSync } from 'node:sqlite';
import { pageWindow } from '../http/pagination.ts';
import { numericId } from './ids.ts';
import { typingExpression } from '../search/match-expression.ts';
import { rankedSearch } from './paged-search.ts';
import type { SearchPage } from './paged-search.ts';
import type { PaperDetailRow, PaperRow } from './rows.ts';
import { typedStatement } from './typed-statement.ts';
import type { CountRow } from './typed-statement.ts';

/** The columns of a listed paper (everything but the references). */
const listed = `p.paper_id, p.journal_id, p.volume, p.issue, p.year, p.paper_uniqueid,
  p.paper_title, p.paper_abstract, p.paper_month, p.paper_articletype, p.first_page, p.last_page,
  p.paper_doi, p.paper_citation, p.paper_designation, p.author_1, p.author_2, p.author_3,
  p.author_4, p.author_5, p.author_6, p.created_at, p.updated_at`;

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

export function createPaperRepository(db: DatabaseSync) {
  const issues = typedStatement<IssueKey>(
    db,
    `SELECT i.year, i.volume, i.issue FROM issues i
     WHERE i.journal_id = ? AND EXISTS (
       SELECT 1 FROM papers p
       WHERE p.journal_id = i.journal_id AND p.year = i.year AND p.volume = i.volume
         AND p.issue = i.issue AND p.is_deleted = 0)
     ORDER BY i.year, i.volume, i.issue`,
  );
  const countIssue = typedStatement<CountRow>(
    db,
    `SELECT count(*) AS total FROM papers p
     WHERE p.journal_id = ? AND p.year = ? AND p.volume = ? AND p.issue = ? AND p.is_deleted = 0`,
  );
  const pageOfIssue = typedStatement<PaperRow>(
    db,
    `SELECT ${listed} FROM papers p
     WHERE p.journal_id = ? AND p.year = ? AND p.volume = ? AND p.issue = ? AND p.is_deleted = 0
     ORDER BY p.position LIMIT ? OFFSET ?`,
  );
  const byId = typedStatement<PaperDetailRow>(
    db,
    `SELECT ${listed}, p.paper_references FROM papers p
     WHERE p.paper_id = ? AND p.journal_id = ? AND p.is_deleted = 0`,
  );
  const byUniqueId = typedStatement<PaperDetailRow>(
    db,
    `SELECT ${listed}, p.paper_references FROM papers p
     WHERE p.paper_uniqueid = ? AND p.journal_id = ? AND p.is_deleted = 0`,
  );
  const searchCount = typedStatement<CountRow>(
    db,
    `SELECT count(*) AS total FROM papers_fts f JOIN papers p ON p.paper_id = f.rowid
     WHERE papers_fts MATCH ? AND p.journal_id = ? AND p.is_deleted = 0 AND p.paper_id != ?`,
  );
  const searchPage = typedStatement<PaperRow>(
    db,
    `SELECT ${listed} FROM papers_fts f JOIN papers p ON p.paper_id = f.rowid
     WHERE papers_fts MATCH ? AND p.journal_id = ? AND p.is_deleted = 0 AND p.paper_id != ?
     ORDER BY f.rank, p.paper_id DESC LIMIT ? OFFSET ?`,
  );
  const suggestByTitle = typedStatement<Suggestion>(
    db,
    `SELECT p.paper_id, p.paper_title, p.paper_uniqueid FROM papers_fts f
     JOIN papers p ON p.paper_id = f.rowid
     WHERE papers_fts MATCH ? AND p.journal_id = ? AND p.is_deleted = 0
     ORDER BY f.rowid DESC LIMIT ${maxSuggestions}`,
  );
  const suggestByUniqueId = typedStatement<Suggestion>(
    db,
    `SELECT p.paper_id, p.paper_title, p.paper_uniqueid FROM papers p
     WHERE p.paper_uniqueid >= ? AND p.paper_uniqueid < ? AND p.journal_id = ? AND p.is_deleted = 0
     ORDER BY p.paper_uniqueid LIMIT ${maxSuggestions}`,
  );

  function findByUniqueId(journalId: string, text: string): PaperDetailRow | undefined {
    return byUniqueId.get(text.trim().toUpperCase(), journalId);
  }

  return {
    /** The issues that have papers, oldest first. */
    issueIndex(journalId: string): IssueKey[] {
      return issues.all(journalId);
    },

    /** One page of an issue's papers in page order; an unknown issue is an empty page. */
    listIssue(journalId: string, key: IssueKey, page: number, perPage: number): SearchPage<PaperRow> {
      const total = countIssue.get(journalId, key.year, key.volume, key.issue)?.total ?? 0;
      const window = pageWindow(total, page, perPage);
      const rows = window.isEmpty
        ? []
        : pageOfIssue.all(journalId, key.year, key.volume, key.issue, perPage, window.offset);
      return { rows, pagination: window.fields };
    },

    /** A paper by its numeric id or its unique id (INDJECE-2025-02-03-004). */
    find(journalId: string, id: string): PaperDetailRow | undefined {
      const numeric = numericId(id);
      return numeric === undefined ? findByUniqueId(journalId, id) : byId.get(numeric, journalId);
    },

    /** The paper whose unique id is `text`, first; then titles holding every word, ranked. */
    search(journalId: string, text: string, page: number, perPage: number): SearchPage<PaperRow> {
      const exact = uniqueIdPrefix.test(text.trim()) ? findByUniqueId(journalId, text) : undefined;
      return rankedSearch(
        { count: searchCount, page: searchPage },
        journalId,
        text,
        page,
        perPage,
        exact ? { row: exact, id: exact.paper_id } : undefined,
      );
    },

    /** Up to eight papers for what a reader is typing: a unique-id prefix or title words. */
    suggest(journalId: string, text: string): Suggestion[] {
      const trimmed = text.trim();
      if (uniqueIdPrefix.test(trimmed)) {
        const prefix = trimmed.toUpperCase();
        return suggestByUniqueId.all(prefix, `${prefix}\u{10FFFF}`, journalId);
      }
      const expression = typingExpression(trimmed);
      return expression === null ? [] : suggestByTitle.all(expression, journalId);
    },
  };
}

export type PaperRepository = ReturnType<typeof createPaperRepository>;

export function referencesOf(row: { paper_references: string } | { references_json: string }): string[] {
  const json = 'paper_references' in row ? row.paper_references : row.references_json;
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
}
