// A field's literature: works in IEEE reference style (journal articles, conference papers and
// books), which the seeded papers cite. Papers of one field cite the same body of work.
import type { Random } from '../random.ts';
import type { FieldVocabulary } from '../vocabulary/field-vocabulary.ts';
import { composePaperTopic } from './paper-topic.ts';
import { composeDistinctPeople, ieeeAuthorList } from './people.ts';
import { capitalise, ieeeMonth, toRunningText } from './text.ts';

function referenceAuthors(random: Random): string {
  const count = random.pick([1, 2, 2, 3, 3, 4, 7]);
  return ieeeAuthorList(composeDistinctPeople(random, count).map((person) => person.name));
}

function referenceTitle(random: Random, vocabulary: FieldVocabulary): string {
  return capitalise(toRunningText(composePaperTopic(random, vocabulary).title));
}

function journalReference(random: Random, vocabulary: FieldVocabulary, year: number): string {
  const firstPage = random.int(1, 9000);
  const volume = Math.max(1, year - random.int(1975, 2015));
  const text =
    `${referenceAuthors(random)}, "${referenceTitle(random, vocabulary)}," ` +
    `${random.pick(vocabulary.referenceJournals)}, vol. ${volume}, no. ${random.int(1, 12)}, ` +
    `pp. ${firstPage}-${firstPage + random.int(5, 14)}, ${ieeeMonth(random.int(0, 11))} ${year}`;
  return random.chance(0.4)
    ? `${text}, doi: 10.5555/ref.${year}.${random.int(1000, 99999)}.`
    : `${text}.`;
}

function conferenceReference(random: Random, vocabulary: FieldVocabulary, year: number): string {
  const firstPage = random.int(1, 900);
  return (
    `${referenceAuthors(random)}, "${referenceTitle(random, vocabulary)}," in ` +
    `Proc. ${random.pick(vocabulary.referenceConferences)}, ${year}, ` +
    `pp. ${firstPage}-${firstPage + random.int(3, 6)}.`
  );
}

function bookReference(random: Random, vocabulary: FieldVocabulary, year: number): string {
  const book = random.pick(vocabulary.referenceBooks);
  const edition = random.pick(['2nd', '3rd', '4th']);
  return `${referenceAuthors(random)}, ${book.title}, ${edition} ed. ${book.city}: ${book.publisher}, ${year}.`;
}

function composeWork(random: Random, vocabulary: FieldVocabulary, year: number): string {
  const roll = random.next();
  if (roll < 0.62) return journalReference(random, vocabulary, year);
  if (roll < 0.88) return conferenceReference(random, vocabulary, year);
  return bookReference(random, vocabulary, year);
}

export interface Literature {
  /** `count` distinct works published before `beforeYear` (fewer if there are not enough). */
  cite(random: Random, count: number, beforeYear: number): string[];
}

export const literatureYears = { first: 2008, last: 2025 } as const;

/** `size` works spread over the years 2008-2025. */
export function composeLiterature(
  random: Random,
  vocabulary: FieldVocabulary,
  size = 4000,
): Literature {
  const span = literatureYears.last - literatureYears.first + 1;
  const years = Array.from(
    { length: size },
    (_, index) => literatureYears.first + Math.floor((index * span) / size),
  );
  const works = years.map((year) => composeWork(random, vocabulary, year));
  /** How many works appeared before `year` (works are in year order). */
  const countBefore = (year: number): number => {
    let low = 0;
    let high = years.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((years[middle] ?? 0) < year) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  return {
    cite(citing, count, beforeYear) {
      const available = countBefore(beforeYear);
      const wanted = Math.min(count, available);
      const chosen = new Set<number>();
      while (chosen.size < wanted) chosen.add(citing.int(0, available - 1));
      return [...chosen].map((index) => works[index] ?? '');
    },
  };
}
