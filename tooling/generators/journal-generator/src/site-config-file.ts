// A new journal's site config, packages/site-config/src/sites/<id>.ts: what is its own, given to
// defineJournal as INDJEEE's and INDJECE's files do; everything else comes from what every
// journal shares.
import type { Licence } from '@journals/site-config';
import type { JournalAnswers } from './answers.ts';

/** The answers, the licence resolved from its SPDX id. */
export interface JournalFactsAnswers extends Omit<JournalAnswers, 'licence'> {
  licence: Licence;
}

const quoted = (text: string) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

export function siteConfigFile(journal: JournalFactsAnswers): string {
  const { id, acronym, licence } = journal;
  return `// ${acronym}: a journal section mounted at /${id}/ (written by \`pnpm gen:journal\`).
// The DOI prefix is the test prefix until the journal's registration is entered here.
import { journalEthicsTargets } from '../journal/routes.ts';
import { defineJournal } from '../journal/define-journal.ts';

export const ${id} = defineJournal({
  id: ${quoted(id)},
  acronym: ${quoted(acronym)},
  title: ${quoted(journal.title)},
  titleVariants: [],
  subject: ${quoted(journal.subject)},
  licence: {
    name: ${quoted(licence.name)},
    spdx: ${quoted(licence.spdx)},
    url: ${quoted(licence.url)},
  },
  editorialJournalId: ${journal.editorialJournalId},
  issn: ${quoted(journal.issn)},
  eIssn: ${quoted(journal.eIssn)},
  doiPrefix: '10.5555',
  ethicsTargets: journalEthicsTargets,
});
`;
}
