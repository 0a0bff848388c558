// INDJECE: the second journal section, mounted at /indjece/ (docs/spec/indjece.md).
// ISSNs and the DOI prefix are placeholders until the journal's registrations are entered here.
import { journalEthicsTargets } from '../journal/routes.ts';
import { defineJournal } from '../journal/define-journal.ts';

export const indjece = defineJournal({
  id: 'indjece',
  acronym: 'INDJECE',
  title: 'Indian Journal of Electronics and Communication Engineering',
  titleVariants: ['IND Journal of Electronics & Communication Engineering', 'INDJECE Journal'],
  subject: 'electronics and communication engineering',
  // The journal's terms state CC BY-NC-ND 4.0; authors keep their copyright.
  licence: {
    name: 'Creative Commons Attribution-NonCommercial-NoDerivatives 4.0 International',
    spdx: 'CC-BY-NC-ND-4.0',
    url: 'https://creativecommons.org/licenses/by-nc-nd/4.0/',
  },
  editorialJournalId: 5,
  issn: '9999-0032',
  eIssn: '9999-0040',
  doiPrefix: '10.5555',
  ethicsTargets: journalEthicsTargets,
});
