// @journals/journal-api: the reference API server of the publisher and journal websites.
export { startJournalApi } from './start-journal-api.ts';
export { closedPortUrl } from './closed-port.ts';
export type { RunningJournalApi, StartJournalApiOptions } from './start-journal-api.ts';
export type { SeedOptions } from './seed/seed-database.ts';
export { defaultAuthorization, defaultPort } from './config.ts';
export { apiBases, journalIds } from './journals.ts';
export type { ApiBase, JournalId } from './journals.ts';
