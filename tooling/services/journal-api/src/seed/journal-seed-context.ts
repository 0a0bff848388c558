// What every part of a journal's seed works from.
import type { Literature } from './compose/references.ts';
import type { SeededJournal } from './seeded-journal.ts';
import type { FieldVocabulary } from './vocabulary/field-vocabulary.ts';

export interface JournalSeedContext {
  journal: SeededJournal;
  vocabulary: FieldVocabulary;
  /** The works the journal's papers, conference papers and theses cite. */
  literature: Literature;
}
