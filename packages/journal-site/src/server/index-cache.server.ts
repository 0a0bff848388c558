// The indexes every list, the header and the home read (the archive index, the thesis index, the
// conference list), kept in the server process and refreshed in the background: a minute fresh,
// then served stale while one refresh runs. Pages then ask the API only for what is theirs (a
// page of papers), and a slow or failing API never holds up the header's Current Issue link.
import { RefreshingValue, type ApiClient } from '@journals/api-client';
import type { ArchiveIndex, ConferenceCategory } from '@journals/api-contract';

/** How long an index is served before a request starts its refresh. */
export const indexFreshForMs = 60_000;

export interface IndexCache {
  archive: RefreshingValue<ArchiveIndex>;
  thesis: RefreshingValue<ArchiveIndex>;
  conference: RefreshingValue<ConferenceCategory[]>;
}

export function createIndexCache(client: ApiClient): IndexCache {
  const kept = <T>(load: () => Promise<T>) =>
    new RefreshingValue({ load, freshForMs: indexFreshForMs });
  return {
    archive: kept(() => client.archiveIndex()),
    thesis: kept(() => client.thesisIndex()),
    conference: kept(() => client.conferenceCategories()),
  };
}

/** The client with its index calls answered from the cache (the same errors when it has none). */
export function withCachedIndexes(client: ApiClient, indexes: IndexCache): ApiClient {
  return {
    ...client,
    archiveIndex: () => indexes.archive.get(),
    thesisIndex: () => indexes.thesis.get(),
    conferenceCategories: () => indexes.conference.get(),
  };
}
