// A journal without a vocabulary of its own (one just added with `pnpm gen:journal`) is seeded
// from engineering and technology at large, named after its subject, as fully as the others.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/open-database.ts';
import { journals, type JournalFacts, type JournalId } from '../src/journals.ts';
import { seedDatabase, type SeedSummary } from '../src/seed/seed-database.ts';
import { vocabularies, vocabularyOf } from '../src/seed/vocabularies.ts';

const newJournal: JournalFacts = {
  ...journals.indjece,
  id: 'indjcse' as JournalId,
  acronym: 'INDJCSE',
  title: 'Indian Journal of Computer Science and Engineering',
  subject: 'computer science and engineering',
};

let dir: string;
let db: DatabaseSync;
let summary: SeedSummary;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'journal-api-default-vocabulary-'));
  db = openDatabase(dir);
  summary = seedDatabase(db, { journals: [newJournal] });
});

afterAll(async () => {
  db.close();
  await rm(dir, { recursive: true, force: true });
});

function count(sql: string): number {
  return (db.prepare(sql).get() as { n: number }).n;
}

describe('the default vocabulary', () => {
  it('is used only by journals without their own', () => {
    expect(vocabularyOf(journals.indjeee)).toBe(vocabularies.indjeee);
    expect(vocabularyOf(journals.indjece)).toBe(vocabularies.indjece);
    expect(vocabularyOf(newJournal).department).toBe(
      'Department of Computer Science and Engineering',
    );
  });

  it('names the conferences after the subject', () => {
    expect(vocabularyOf(newJournal).conferences[0]).toEqual({
      name: 'International Conference on Advances in Computer Science and Engineering',
      acronym: 'ICACSE',
    });
  });

  it('seeds the journal with an archive, conferences, theses, blogs, a board and topics', () => {
    expect(summary.issues).toBe(17);
    expect(summary.papers).toBeGreaterThanOrEqual(17 * 6);
    expect(summary.conferenceCategories).toBeGreaterThanOrEqual(3);
    expect(summary.theses).toBeGreaterThan(0);
    expect(summary.blogs).toBe(7);
    expect(summary.editorialMembers).toBe(12);
    expect(summary.topics).toBe(20);
    expect(count("SELECT count(*) AS n FROM journals WHERE journal_id = 'indjcse'")).toBe(1);
  });

  it('composes titles, affiliations and topics from it', () => {
    const titles = db.prepare('SELECT paper_title AS title FROM papers').all() as {
      title: string;
    }[];
    const techniques = vocabularyOf(newJournal).techniques;
    expect(titles.some(({ title }) => techniques.some((term) => title.includes(term)))).toBe(true);
    const member = db.prepare('SELECT affiliation FROM editorial_members LIMIT 1').get() as {
      affiliation: string;
    };
    expect(member.affiliation).toContain('Department of Computer Science and Engineering');
    expect(
      count("SELECT count(*) AS n FROM topics WHERE category = 'Computer Science and Engineering'"),
    ).toBe(4);
  });
});
