// Reference lists in IEEE style: journal articles, conference papers and books.
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

/** `count` references to works published before `beforeYear`. */
export function composeReferences(
  random: Random,
  vocabulary: FieldVocabulary,
  count: number,
  beforeYear: number,
): string[] {
  const references: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const year = beforeYear - random.int(1, 14);
    const roll = random.next();
    if (roll < 0.62) references.push(journalReference(random, vocabulary, year));
    else if (roll < 0.88) references.push(conferenceReference(random, vocabulary, year));
    else references.push(bookReference(random, vocabulary, year));
  }
  return references;
}
