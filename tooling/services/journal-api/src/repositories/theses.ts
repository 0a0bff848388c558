// Queries of theses: the year and volume index, one volume's theses, details and search.
import type { DatabaseSync } from 'node:sqlite';
import { readPage } from '../http/pagination.ts';
import { numericId } from './ids.ts';
import type { KeyRangeOf } from './journal-slots.ts';
import { createRankedRowSearch, rowsByIds } from './paged-search.ts';
import type { RowPage } from '../http/pagination.ts';
import type { ThesisDetailRow, ThesisRow } from './rows.ts';
import { typedStatement } from './typed-statement.ts';
import type { CountRow } from './typed-statement.ts';

const listed = `t.id, t.journal_id, t.search_key, t.title, t.month, t.year, t.volume, t.pages, t.author_1,
  t.author_2, t.author_3, t.author_4, t.author_5, t.author_6, t.updated_at`;

export function createThesisRepository(db: DatabaseSync, keyRangeOf: KeyRangeOf) {
  const volumes = typedStatement<{ year: number; volume: number }>(
    db,
    'SELECT DISTINCT year, volume FROM theses WHERE journal_id = ? ORDER BY year, volume',
  );
  const countOfVolume = typedStatement<CountRow>(
    db,
    'SELECT count(*) AS total FROM theses t WHERE t.journal_id = ? AND t.year = ? AND t.volume = ?',
  );
  const pageOfVolume = typedStatement<ThesisRow>(
    db,
    `SELECT ${listed} FROM theses t WHERE t.journal_id = ? AND t.year = ? AND t.volume = ?
     ORDER BY t.position LIMIT ? OFFSET ?`,
  );
  const byId = typedStatement<ThesisDetailRow>(
    db,
    `SELECT ${listed}, t.abstract, t.references_json, t.degree, t.institution FROM theses t
     WHERE t.id = ? AND t.journal_id = ?`,
  );
  const searchTitles = createRankedRowSearch(
    db,
    'theses_search',
    rowsByIds<ThesisRow>(db, listed, { name: 'theses', alias: 't', id: 'id' }),
  );

  return {
    /** Years and their volumes, oldest first. */
    volumeIndex(journalId: string): { year: number; volume: number }[] {
      return volumes.all(journalId);
    },

    listVolume(
      journalId: string,
      year: number,
      volume: number,
      page: number,
      perPage: number,
    ): RowPage<ThesisRow> {
      const total = countOfVolume.get(journalId, year, volume)?.total ?? 0;
      return readPage(total, page, perPage, (offset) =>
        pageOfVolume.all(journalId, year, volume, perPage, offset),
      );
    },

    find(journalId: string, id: string): ThesisDetailRow | undefined {
      const numeric = numericId(id);
      return numeric === undefined ? undefined : byId.get(numeric, journalId);
    },

    /** A page of the titles that hold every word of `text`, ranked. */
    search(journalId: string, text: string, page: number, perPage: number) {
      return searchTitles(keyRangeOf(journalId), text, page, perPage);
    },
  };
}

export type ThesisRepository = ReturnType<typeof createThesisRepository>;
