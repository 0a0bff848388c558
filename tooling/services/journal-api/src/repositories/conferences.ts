// Queries of conference proceedings: categories, their papers, details and search.
import type { DatabaseSync } from 'node:sqlite';
import { readPage } from '../http/pagination.ts';
import { numericId } from './ids.ts';
import type { KeyRangeOf } from './journal-slots.ts';
import { createRankedRowSearch, rowsByIds } from './paged-search.ts';
import type { RowPage } from '../http/pagination.ts';
import type { ConferencePaperDetailRow, ConferencePaperRow } from './rows.ts';
import { typedStatement } from './typed-statement.ts';
import type { CountRow } from './typed-statement.ts';

export interface ConferenceCategoryRow {
  id: number;
  name: string;
  year: number;
  volume: number;
  issue: number;
}

const listed = `c.id, c.category_id, c.journal_id, c.search_key, c.title, c.month, c.year, c.pages, c.author_1,
  c.author_2, c.author_3, c.author_4, c.author_5, c.author_6, c.updated_at`;

export function createConferenceRepository(db: DatabaseSync, keyRangeOf: KeyRangeOf) {
  const categories = typedStatement<ConferenceCategoryRow>(
    db,
    `SELECT id, name, year, volume, issue FROM conference_categories
     WHERE journal_id = ? ORDER BY position`,
  );
  const category = typedStatement<ConferenceCategoryRow>(
    db,
    'SELECT id, name, year, volume, issue FROM conference_categories WHERE id = ? AND journal_id = ?',
  );
  const countOfCategory = typedStatement<CountRow>(
    db,
    'SELECT count(*) AS total FROM conference_papers c WHERE c.category_id = ?',
  );
  const pageOfCategory = typedStatement<ConferencePaperRow>(
    db,
    `SELECT ${listed} FROM conference_papers c WHERE c.category_id = ?
     ORDER BY c.position LIMIT ? OFFSET ?`,
  );
  const byId = typedStatement<ConferencePaperDetailRow>(
    db,
    `SELECT ${listed}, c.abstract, c.references_json, c.doi, k.name AS category_name, k.volume,
       k.issue
     FROM conference_papers c JOIN conference_categories k ON k.id = c.category_id
     WHERE c.id = ? AND c.journal_id = ?`,
  );
  const searchTitles = createRankedRowSearch(
    db,
    'conference_papers_search',
    rowsByIds<ConferencePaperRow>(db, listed, { name: 'conference_papers', alias: 'c', id: 'id' }),
  );

  return {
    categories(journalId: string): ConferenceCategoryRow[] {
      return categories.all(journalId);
    },

    /** One page of a category's papers; undefined when the category does not exist. */
    listCategory(
      journalId: string,
      categoryId: number,
      page: number,
      perPage: number,
    ): RowPage<ConferencePaperRow> | undefined {
      if (category.get(categoryId, journalId) === undefined) return undefined;
      const total = countOfCategory.get(categoryId)?.total ?? 0;
      return readPage(total, page, perPage, (offset) =>
        pageOfCategory.all(categoryId, perPage, offset),
      );
    },

    find(journalId: string, id: string): ConferencePaperDetailRow | undefined {
      const numeric = numericId(id);
      return numeric === undefined ? undefined : byId.get(numeric, journalId);
    },

    /** A page of the titles that hold every word of `text`, ranked. */
    search(journalId: string, text: string, page: number, perPage: number) {
      return searchTitles(keyRangeOf(journalId), text, page, perPage);
    },
  };
}

export type ConferenceRepository = ReturnType<typeof createConferenceRepository>;
