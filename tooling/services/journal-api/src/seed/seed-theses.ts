// Theses, grouped by year and volume.
import type { DatabaseSync } from 'node:sqlite';
import { searchKey } from '../search/search-key.ts';
import {
  archiveYears,
  currentYear,
  latestIssueOfCurrentYear,
  volumeOfYear,
} from './archive-plan.ts';
import { composeAbstract } from './compose/abstract.ts';
import { composePaperTopic } from './compose/paper-topic.ts';
import { authorColumnValues, composePerson } from './compose/people.ts';
import { monthNames } from '@journals/site-config/calendar';
import { monthIndexOf } from './compose/text.ts';
import { shiftedTimestamp } from './dates.ts';
import { nextId } from './next-id.ts';
import type { Random } from './random.ts';
import type { JournalSeedContext } from './journal-seed-context.ts';

const degrees = ['Ph.D.', 'Ph.D.', 'Ph.D.', 'M.Tech.', 'M.E.'] as const;

export function seedTheses(
  db: DatabaseSync,
  random: Random,
  { journal, vocabulary, literature }: JournalSeedContext,
): number {
  const insertThesis = db.prepare(`INSERT INTO theses (
      id, journal_id, year, volume, position, search_key, title, abstract, references_json,
      degree, institution, month, pages, author_1, author_2, author_3, author_4, author_5,
      author_6, updated_at
    ) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  let thesisId = nextId(db, 'theses');

  let count = 0;
  for (const year of archiveYears) {
    const volume = volumeOfYear(journal, year);
    const lastMonth =
      year === currentYear
        ? monthIndexOf(journal.publicationMonths[latestIssueOfCurrentYear - 1] ?? 'October')
        : 11;
    const perVolume = random.int(5, 9);
    for (let position = 1; position <= perVolume; position += 1) {
      const topic = composePaperTopic(random, vocabulary);
      const title = `${random.pick(vocabulary.thesisOpenings)} ${topic.task} ${random.pick(['of', 'in'])} ${topic.system}`;
      const scholar = composePerson(random, 'Research Scholar');
      const supervisor = composePerson(random, 'Professor');
      const coSupervisor = random.chance(0.3) ? composePerson(random, 'Associate Professor') : null;
      const monthIndex = random.int(0, lastMonth);
      const month = monthNames[monthIndex] ?? 'January';
      const submitted = new Date(Date.UTC(year, monthIndex, random.int(1, 28)));
      const id = thesisId;
      thesisId += 1;
      insertThesis.run(
        id,
        journal.id,
        year,
        volume,
        position,
        searchKey(journal.searchSlot, title, id),
        title,
        composeAbstract(random, topic, vocabulary),
        JSON.stringify(literature.cite(random, random.int(15, 30), year)),
        random.pick(degrees),
        `${vocabulary.department}, ${scholar.institution.name}, ${scholar.institution.city}, ${scholar.institution.country}`,
        month,
        `1-${random.int(110, 260)}`,
        ...authorColumnValues([scholar.name, supervisor.name, coSupervisor?.name ?? '']),
        shiftedTimestamp(random, submitted, random.int(10, 40)),
      );
      count += 1;
    }
  }
  return count;
}
