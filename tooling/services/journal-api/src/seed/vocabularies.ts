// Which subject vocabulary each journal's seed is composed from: its own, or, for a journal that
// has none yet (one just added with `pnpm gen:journal`), engineering and technology at large, in
// the words of its subject.
import type { JournalFacts, JournalId } from '../journals.ts';
import { communicationEngineering } from './vocabulary/communication-engineering.ts';
import { electricalEngineering } from './vocabulary/electrical-engineering.ts';
import { engineeringAndTechnology } from './vocabulary/engineering-and-technology.ts';
import type { FieldVocabulary } from './vocabulary/field-vocabulary.ts';

/** The journals with a vocabulary of their own. */
export const vocabularies: Partial<Record<JournalId, FieldVocabulary>> = {
  indjeee: electricalEngineering,
  indjece: communicationEngineering,
};

export function vocabularyOf(journal: Pick<JournalFacts, 'id' | 'subject'>): FieldVocabulary {
  return vocabularies[journal.id] ?? engineeringAndTechnology(journal.subject);
}
