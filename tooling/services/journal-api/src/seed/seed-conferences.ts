// Conference categories (proceedings the journal published) and their papers.
import type { DatabaseSync } from 'node:sqlite';
import { searchKey } from '../search/search-key.ts';
import { archiveYears, issuesOfYear, volumeOfYear } from './archive-plan.ts';
import { composeAbstract } from './compose/abstract.ts';
import { composePaperTopic } from './compose/paper-topic.ts';
import { authorColumnValues, composeAuthors } from './compose/people.ts';
import { pad } from './compose/text.ts';
import { publicationDate, shiftedTimestamp } from './dates.ts';
import { nextId } from './next-id.ts';
import type { Random } from './random.ts';
import type { JournalSeedContext } from './journal-seed-context.ts';

export interface ConferenceSeedResult {
  categories: number;
  papers: number;
}

export function seedConferences(
  db: DatabaseSync,
  random: Random,
  { journal, vocabulary, literature }: JournalSeedContext,
): ConferenceSeedResult {
  const insertCategory = db.prepare(
    'INSERT INTO conference_categories (journal_id, name, year, volume, issue, position) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertPaper = db.prepare(`INSERT INTO conference_papers (
      id, category_id, journal_id, position, search_key, title, abstract, references_json, doi,
      month, year, pages, author_1, author_2, author_3, author_4, author_5, author_6, updated_at
    ) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  let paperId = nextId(db, 'conference_papers');

  const conferences = random.sample(vocabulary.conferences, random.int(3, 4));
  const result: ConferenceSeedResult = { categories: 0, papers: 0 };
  conferences.forEach((conference, index) => {
    const year = archiveYears[index % archiveYears.length] ?? archiveYears[0];
    const volume = volumeOfYear(journal, year);
    const issue = random.int(1, issuesOfYear(journal, year));
    const month = journal.publicationMonths[issue - 1] ?? '';
    const name = `${conference.name} (${conference.acronym} ${year})`;
    const { lastInsertRowid } = insertCategory.run(
      journal.id,
      name,
      year,
      volume,
      issue,
      index + 1,
    );
    const categoryId = Number(lastInsertRowid);
    result.categories += 1;

    const published = publicationDate(random, year, month);
    let nextPage = 1;
    const count = random.int(8, 14);
    for (let position = 1; position <= count; position += 1) {
      const topic = composePaperTopic(random, vocabulary);
      const names = composeAuthors(random).map((author) => author.name);
      const firstPage = nextPage;
      const lastPage = firstPage + random.int(4, 7);
      nextPage = lastPage + 1;
      const id = paperId;
      paperId += 1;
      insertPaper.run(
        id,
        categoryId,
        journal.id,
        position,
        searchKey(journal.searchSlot, topic.title, id),
        topic.title,
        composeAbstract(random, topic, vocabulary),
        JSON.stringify(literature.cite(random, random.int(8, 20), year)),
        `${journal.doiPrefix}/${journal.id}.${conference.acronym.toLowerCase()}.${year}.${pad(position, 3)}`,
        month,
        year,
        `${firstPage}-${lastPage}`,
        ...authorColumnValues(names),
        shiftedTimestamp(random, published, random.int(0, 15)),
      );
      result.papers += 1;
    }
  });
  return result;
}
