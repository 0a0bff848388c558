// What every call handler works with.
import type { DatabaseSync } from 'node:sqlite';
import type { FileUrls } from '../files/file-kinds.ts';
import type { ListedPaperJson } from '../present/listed-paper-json.ts';
import { createConferenceRepository } from '../repositories/conferences.ts';
import { createContentRepository } from '../repositories/content.ts';
import { journalKeyRanges } from '../repositories/journal-slots.ts';
import { createPaperRepository } from '../repositories/papers.ts';
import { createThesisRepository } from '../repositories/theses.ts';

export function createRepositories(db: DatabaseSync) {
  const keyRangeOf = journalKeyRanges(db);
  return {
    papers: createPaperRepository(db, keyRangeOf),
    conferences: createConferenceRepository(db, keyRangeOf),
    theses: createThesisRepository(db, keyRangeOf),
    content: createContentRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

export interface CallContext {
  repositories: Repositories;
  urls: FileUrls;
  /** Listed papers as JSON text, for answers that list many. */
  listedPapers: ListedPaperJson;
}
