// The API bases this server answers and the facts of each journal, from the site configs: every
// journal of the site-config registry has its base here, with nothing to add by hand.
import { journalConfigs, type JournalId, type JournalSiteConfig } from '@journals/site-config';

export type { JournalId };

/** Every journal, in the registry's order (which is also the seed's order). */
export const journalIds: readonly JournalId[] = journalConfigs.map((config) => config.id);

/** Every API base: the publisher's and one per journal (`/publisher`, `/indjeee`, `/indjece`). */
export const apiBases: readonly ApiBase[] = ['publisher', ...journalIds];
export type ApiBase = 'publisher' | JournalId;

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

function journalFacts(config: JournalSiteConfig): JournalFacts {
  return {
    id: config.id,
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

export const journals = Object.fromEntries(
  journalConfigs.map((config) => [config.id, journalFacts(config)]),
) as Record<JournalId, JournalFacts>;

export function isJournalId(value: string): value is JournalId {
  return (journalIds as readonly string[]).includes(value);
}
