// Listed papers as JSON text, kept in the answer cache by paper id (ids are unique across
// journals): search answers list up to 100 papers, and the same papers come back in many
// searches. Only the papers not kept are read from the database and presented.
import type { LruCache } from '../cache/lru-cache.ts';
import type { FileUrls } from '../files/file-kinds.ts';
import type { JournalId } from '../journals.ts';
import type { PaperRepository } from '../repositories/papers.ts';
import { JsonText } from './json-text.ts';
import { presentPaper } from './papers.ts';
import type { PaperItem } from './papers.ts';

export interface ListedPaperJson {
  /** The papers of `ids` in that order; ids that name no listed paper are left out. */
  of(journalId: JournalId, ids: readonly number[]): JsonText<PaperItem>[];
}

export function createListedPaperJson(options: {
  papers: Pick<PaperRepository, 'listedByIds'>;
  urls: FileUrls;
  cache: LruCache<string, string | number>;
}): ListedPaperJson {
  const { papers, urls, cache } = options;
  return {
    of(journalId, ids) {
      const texts = ids.map((id) => cache.get(id));
      const missing = ids.filter((_id, index) => texts[index] === undefined);
      const presented = new Map<number, string>();
      for (const row of papers.listedByIds(missing)) {
        if (row.journal_id !== journalId) continue;
        const text = JSON.stringify(presentPaper(row, journalId, urls));
        cache.set(row.paper_id, text);
        presented.set(row.paper_id, text);
      }
      const listed: JsonText<PaperItem>[] = [];
      ids.forEach((id, index) => {
        const text = texts[index] ?? presented.get(id);
        if (text !== undefined) listed.push(new JsonText<PaperItem>(text));
      });
      return listed;
    },
  };
}
