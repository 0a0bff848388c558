// A journal as the seed writes it: its facts and its band of search keys.
import type { JournalFacts } from '../journals.ts';

export interface SeededJournal extends JournalFacts {
  /** 1, 2, ...: the journal's band of search keys (search/search-key.ts). */
  searchSlot: number;
}
