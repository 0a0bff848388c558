// INDJEEE: the first journal section, mounted at /indjeee/ (docs/spec/publisher-and-indjeee.md).
// ISSNs and the DOI prefix are placeholders until the journal's registrations are entered here.
import { defineJournal } from '../journal/define-journal.ts';

export const indjeee = defineJournal({
  id: 'indjeee',
  acronym: 'INDJEEE',
  title: 'Indian Journal of Electrical and Electronics Engineering',
  titleVariants: ['IND Journal of Electrical & Electronics Engineering', 'INDJEEE Journal'],
  subject: 'electrical and electronics engineering',
  licence: {
    name: 'Creative Commons Attribution 4.0 International',
    spdx: 'CC-BY-4.0',
    url: 'https://creativecommons.org/licenses/by/4.0/',
  },
  editorialJournalId: 4,
  issn: '9999-0016',
  eIssn: '9999-0024',
  doiPrefix: '10.5555',
  // The first journal's ethics page has five sections, in its spec's order (no author
  // instructions: those are on /instruction-for-author).
  ethicsTargets: [
    'plagiarism-policy',
    'editorial-policies',
    'article-withdrawal',
    'copyright-ownership',
    'open-access-policy',
  ],
});
