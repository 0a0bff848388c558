// Issues and papers of one journal.
import type { DatabaseSync } from 'node:sqlite';
import type { JournalFacts } from '../journals.ts';
import { searchKey } from '../search/search-key.ts';
import { nextId } from './next-id.ts';
import type { JournalSeedContext } from './journal-seed-context.ts';
import { papersPerIssue, planIssues } from './archive-plan.ts';
import { composeAbstract } from './compose/abstract.ts';
import { composePaperTopic } from './compose/paper-topic.ts';
import {
  affiliationLine,
  authorColumnValues,
  composeAuthors,
  ieeeAuthorList,
} from './compose/people.ts';
import { ieeeMonth, monthIndexOf, pad } from './compose/text.ts';
import { isoDate, publicationDate, shiftedTimestamp } from './dates.ts';
import type { Random } from './random.ts';

/** Share of papers marked deleted (withdrawn): stored, never listed. */
const deletedShare = 0.03;

export interface ArchiveSeedResult {
  issues: number;
  papers: number;
  deletedPapers: number;
}

/** A paper's unique id and DOI, both from its place in the archive. */
export function paperIdentifiers(
  journal: JournalFacts,
  year: number,
  volume: number,
  issue: number,
  position: number,
): { uniqueId: string; doi: string } {
  return {
    uniqueId: `${journal.acronym}-${year}-${pad(volume, 2)}-${pad(issue, 2)}-${pad(position, 3)}`,
    doi: `${journal.doiPrefix}/${journal.id}.${year}.${volume}.${issue}.${pad(position, 3)}`,
  };
}

export function seedArchive(
  db: DatabaseSync,
  random: Random,
  { journal, vocabulary, literature }: JournalSeedContext,
  totalPapers: number | undefined,
): ArchiveSeedResult {
  const insertIssue = db.prepare(
    'INSERT INTO issues (journal_id, volume, issue, year, month, published_on) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertPaper = db.prepare(`INSERT INTO papers (
      paper_id, journal_id, volume, issue, year, position, is_deleted, listing_rank, search_key,
      paper_uniqueid, paper_title, paper_month, paper_articletype, first_page, last_page,
      paper_doi, author_1, author_2, author_3, author_4, author_5, author_6, created_at,
      updated_at
    ) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertTexts = db.prepare(`INSERT INTO paper_texts (
      paper_id, paper_abstract, paper_citation, paper_designation, paper_references
    ) VALUES (?, ?, ?, ?, ?)`);
  let paperId = nextId(db, 'papers');

  const issues = planIssues(journal);
  const counts = papersPerIssue(issues.length, totalPapers, () => random.int(6, 12));
  const result: ArchiveSeedResult = { issues: 0, papers: 0, deletedPapers: 0 };
  const nextPageOfVolume = new Map<number, number>();

  issues.forEach((planned, index) => {
    const count = counts[index] ?? 0;
    if (count === 0) return;
    const { year, volume, issue, month } = planned;
    const published = publicationDate(random, year, month);
    insertIssue.run(journal.id, volume, issue, year, month, isoDate(published));
    result.issues += 1;

    let listed = 0;
    for (let position = 1; position <= count; position += 1) {
      const topic = composePaperTopic(random, vocabulary);
      const authors = composeAuthors(random);
      const names = authors.map((author) => author.name);
      const firstPage = nextPageOfVolume.get(volume) ?? 1;
      const lastPage = firstPage + random.int(5, 17);
      nextPageOfVolume.set(volume, lastPage + 1);
      const { uniqueId, doi } = paperIdentifiers(journal, year, volume, issue, position);
      const citation =
        `${ieeeAuthorList(names)}, "${topic.title}," ${journal.title}, vol. ${volume}, ` +
        `no. ${issue}, pp. ${firstPage}-${lastPage}, ${ieeeMonth(monthIndexOf(month))} ${year}, ` +
        `doi: ${doi}.`;
      const isDeleted = random.chance(deletedShare) ? 1 : 0;
      if (!isDeleted) listed += 1;
      const id = paperId;
      paperId += 1;
      insertPaper.run(
        id,
        journal.id,
        volume,
        issue,
        year,
        position,
        isDeleted,
        isDeleted ? null : listed,
        searchKey(journal.searchSlot, topic.title, id),
        uniqueId,
        topic.title,
        month,
        topic.articleType,
        firstPage,
        lastPage,
        doi,
        ...authorColumnValues(names),
        shiftedTimestamp(random, published, -random.int(20, 60)),
        shiftedTimestamp(random, published, random.int(0, 20)),
      );
      insertTexts.run(
        id,
        composeAbstract(random, topic, vocabulary),
        citation,
        authors.map((author) => affiliationLine(author, vocabulary.department)).join('\n'),
        JSON.stringify(literature.cite(random, random.int(8, 30), year)),
      );
      result.papers += 1;
      result.deletedPapers += isDeleted;
    }
  });
  return result;
}
