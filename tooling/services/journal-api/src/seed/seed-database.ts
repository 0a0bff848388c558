// Fills an empty database with the deterministic dataset, in one transaction.
import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from '../db/transaction.ts';
import { journalIds, journals } from '../journals.ts';
import type { JournalFacts } from '../journals.ts';
import { composeLiterature } from './compose/references.ts';
import type { JournalSeedContext } from './journal-seed-context.ts';
import { createRandom, seedFromText } from './random.ts';
import { seedArchive } from './seed-archive.ts';
import { seedBlogs } from './seed-blogs.ts';
import { seedConferences } from './seed-conferences.ts';
import { seedEditorialBoard } from './seed-editorial-board.ts';
import { seedIndexingPartners } from './seed-indexing-partners.ts';
import { seedTheses } from './seed-theses.ts';
import { seedTopics } from './seed-topics.ts';
import type { SeededJournal } from './seeded-journal.ts';
import { vocabularyOf } from './vocabularies.ts';

export interface SeedOptions {
  /**
   * Archive papers in all, spread evenly over the journals and all issues. Without it each
   * issue gets 6 to 12 papers.
   */
  papers?: number;
  /** The journals to seed, in order; every journal of the site configs by default. */
  journals?: readonly JournalFacts[];
}

export interface SeedSummary {
  issues: number;
  papers: number;
  deletedPapers: number;
  conferenceCategories: number;
  conferencePapers: number;
  theses: number;
  blogs: number;
  editorialMembers: number;
  topics: number;
  indexingPartners: number;
}

export function isSeeded(db: DatabaseSync): boolean {
  return db.prepare('SELECT 1 FROM journals LIMIT 1').get() !== undefined;
}

export function seedDatabase(db: DatabaseSync, options: SeedOptions = {}): SeedSummary {
  if (isSeeded(db)) throw new Error('The database is already seeded.');
  const seeded = options.journals ?? journalIds.map((id) => journals[id]);
  const share = (index: number): number | undefined => {
    if (options.papers === undefined) return undefined;
    const base = Math.floor(options.papers / seeded.length);
    return base + (index < options.papers % seeded.length ? 1 : 0);
  };
  const summary = inTransaction(db, () => {
    const summary: SeedSummary = {
      issues: 0,
      papers: 0,
      deletedPapers: 0,
      conferenceCategories: 0,
      conferencePapers: 0,
      theses: 0,
      blogs: 0,
      editorialMembers: 0,
      topics: 0,
      indexingPartners: seedIndexingPartners(db),
    };
    const insertJournal = db.prepare(
      'INSERT INTO journals (journal_id, acronym, title, search_slot) VALUES (?, ?, ?, ?)',
    );
    seeded.forEach((facts, index) => {
      const { id } = facts;
      const journal: SeededJournal = { ...facts, searchSlot: index + 1 };
      const vocabulary = vocabularyOf(journal);
      insertJournal.run(id, journal.acronym, journal.title, journal.searchSlot);
      // Each part has its own stream, so scaling the archive leaves the rest unchanged.
      const stream = (part: string) => createRandom(seedFromText(`${id}:${part}`));
      const context: JournalSeedContext = {
        journal,
        vocabulary,
        literature: composeLiterature(stream('literature'), vocabulary),
      };
      const archive = seedArchive(db, stream('archive'), context, share(index));
      summary.issues += archive.issues;
      summary.papers += archive.papers;
      summary.deletedPapers += archive.deletedPapers;
      const conferences = seedConferences(db, stream('conferences'), context);
      summary.conferenceCategories += conferences.categories;
      summary.conferencePapers += conferences.papers;
      summary.theses += seedTheses(db, stream('theses'), context);
      const board = seedEditorialBoard(db, stream('board'), journal, vocabulary);
      summary.editorialMembers += board.length;
      summary.blogs += seedBlogs(db, stream('blogs'), journal, vocabulary, board);
      summary.topics += seedTopics(db, journal, vocabulary);
    });
    return summary;
  });
  optimizeSearchIndexes(db);
  return summary;
}

/** Merges each full-text index into one segment: fewer pages to read per search. */
function optimizeSearchIndexes(db: DatabaseSync): void {
  for (const index of ['papers_search', 'conference_papers_search', 'theses_search']) {
    db.exec(`INSERT INTO ${index} (${index}) VALUES ('optimize')`);
  }
}
