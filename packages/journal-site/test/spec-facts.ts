// What each journal's spec states, written out here so that a test compares what the config
// makes of the shared modules with the spec, not with the config itself.
import type { JournalId } from '@journals/site-config';
import { site } from './site.ts';

interface SpecFacts {
  /** The journal id the external editorial login takes. */
  editorialJournalId: number;
  /** The ethics page's `?target=` values, in the spec's order. */
  ethicsTargets: string[];
  /** The acronym the pages show. */
  acronym: string;
}

const specFacts: Record<JournalId, SpecFacts> = {
  indjeee: {
    editorialJournalId: 4,
    ethicsTargets: [
      'plagiarism-policy',
      'editorial-policies',
      'article-withdrawal',
      'copyright-ownership',
      'open-access-policy',
    ],
    acronym: 'INDJEEE',
  },
  indjece: {
    editorialJournalId: 5,
    ethicsTargets: [
      'instructions-for-authors',
      'open-access-policy',
      'plagiarism-policy',
      'editorial-policies',
      'article-withdrawal',
      'copyright-ownership',
    ],
    acronym: 'INDJECE',
  },
};

/** The spec's facts of the journal under test. */
export const spec = specFacts[site.id];
