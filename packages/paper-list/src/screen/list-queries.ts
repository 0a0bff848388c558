// The query options of a list: its index (what the selectors navigate) and the page (or the
// search results) it shows. The loader fills the cache with exactly these options and the screen
// reads them with useQuery, so the keys match and the browser makes no second request.
import type { JournalQueries } from '@journals/api-client';
import type { ArchiveIndex, ConferenceCategory, PaperListPage } from '@journals/api-contract';
import type { QueryOptions } from '@journals/api-client/query-cache';
import type { ListContext } from '../model/context.ts';
import { listRequest } from '../model/request.ts';
import type { ListSelection } from '../model/selection.ts';
import type { ListVariant } from '../model/variants.ts';

/** The options both the loader (`ensureQueryData`) and the screen (`useQuery`) use. */
export type ListQuery<T> = QueryOptions<T>;

export type ArchiveListVariant = Exclude<ListVariant, 'conference'>;

/** The index of an archive-shaped list: the archive index, or the thesis index on the thesis list. */
export function archiveIndexQuery(
  variant: ArchiveListVariant,
  queries: JournalQueries,
): ListQuery<ArchiveIndex> {
  return variant === 'thesis' ? queries.thesisIndex() : queries.archiveIndex();
}

/** The conference category list, the index of the conference list. */
export function conferenceIndexQuery(queries: JournalQueries): ListQuery<ConferenceCategory[]> {
  return queries.conferenceCategories();
}

/** The context of a list from its index data. */
export function archiveListContext(variant: ArchiveListVariant, index: ArchiveIndex): ListContext {
  return { variant, index };
}

/**
 * What a selection shows: the variant's list call at the selection's page, or its search call
 * (page 1 of 100) while a search is active. Null means the API refused the call in a way the
 * catalogue swallows (archive listing, searches): the screen shows 'No Paper Found'. An API that
 * cannot be used right now is thrown (ApiUnavailable), never null.
 */
export function listPageQuery(
  variant: ListVariant,
  queries: JournalQueries,
  selection: ListSelection,
): ListQuery<PaperListPage | null> {
  const request = listRequest(variant, selection);
  if (!request) throw new Error('A conference list needs a conference in its selection.');
  switch (request.call) {
    case '/archivePaperListing': {
      const { year, volume, issue, page, per_page: perPage } = request.body;
      return queries.archivePapers({ year, volume, issue, page, perPage });
    }
    case '/thesisDataListing': {
      const { thesis_year: year, thesis_volume: volume, page, per_page: perPage } = request.body;
      return queries.thesisPapers({ year, volume, page, perPage });
    }
    case '/conferenceFetch': {
      const { id, page, per_page: perPage } = request.body;
      return queries.conferencePapers({ id, page, perPage });
    }
    case '/searchArchive':
    case '/searchThesis':
    case '/searchConference': {
      const { search, page, per_page: perPage } = request.body;
      const params = { search, page, perPage };
      if (request.call === '/searchArchive') return queries.searchArchive(params);
      if (request.call === '/searchThesis') return queries.searchThesis(params);
      return queries.searchConference(params);
    }
  }
}
