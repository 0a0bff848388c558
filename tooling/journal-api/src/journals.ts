// The API bases this server answers and the facts of each journal, from the site configs.
import { siteConfigs } from '@journals/site-config';

export const journalIds = ['indjeee', 'indjece'] as const;
export type JournalId = (typeof journalIds)[number];

/** Every API base: the publisher's and one per journal (`/publisher`, `/indjeee`, `/indjece`). */
export const apiBases = ['publisher', ...journalIds] as const;
export type ApiBase = (typeof apiBases)[number];

export interface JournalFacts {
  id: JournalId;
  acronym: string;
  title: string;
  subject: string;
  publisher: string;
  doiPrefix: string;
  eIssn: string;
  /** Month names of the issues, issue 1 first. */
  publicationMonths: readonly string[];
  startYear: number;
}

function journalFacts(id: JournalId): JournalFacts {
  const config = siteConfigs[id];
  return {
    id,
    acronym: config.names.acronym,
    title: config.names.title,
    subject: config.journal.subject,
    publisher: config.names.publisher,
    doiPrefix: config.journal.doiPrefix,
    eIssn: config.journal.eIssn,
    publicationMonths: config.journal.publicationMonths,
    startYear: config.journal.startYear,
  };
}

export const journals: Record<JournalId, JournalFacts> = {
  indjeee: journalFacts('indjeee'),
  indjece: journalFacts('indjece'),
};

export function isJournalId(value: string): value is JournalId {
  return (journalIds as readonly string[]).includes(value);
}
