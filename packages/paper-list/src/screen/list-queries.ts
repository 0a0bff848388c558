// The react-query options of a list: its index (what the selectors navigate) and the page (or the
// search results) it shows. The loader fills the cache with exactly these options and the screen
// reads them with useQuery, so the keys match and the browser makes no second request.
import type { JournalQueries } from '@journals/api-client';
import type { ArchiveIndex, ConferenceCategory, PaperListPage } from '@journals/api-contract';
import type {
  QueryFunction,
  QueryFunctionContext,
  QueryKey,
  SkipToken,
} from '@tanstack/react-query';
import type { ListContext } from '../model/context.ts';
import { listRequest } from '../model/request.ts';
import type { ListSelection } from '../model/selection.ts';
import type { ListVariant } from '../model/variants.ts';

/** The options both the loader (`ensureQueryData`) and the screen (`useQuery`) use. */
export interface ListQuery<T> {
  queryKey: QueryKey;
  queryFn: (context: QueryFunctionContext) => Promise<T>;
}

/**
 * Options of api-client seen through the one shape a list needs: the same key, the same function
 * (and any other option api-client sets), so every call of a list has one type.
 */
function listQuery<T, K extends QueryKey>(options: {
  queryKey: K;
  queryFn?: QueryFunction<T, K> | SkipToken;
}): ListQuery<T> {
  const run = options.queryFn;
  if (typeof run !== 'function') throw new Error('A list query needs its query function.');
  return {
    ...options,
    // React Query calls it with this query's own key, which is K.
    queryFn: async (context) => run(context as QueryFunctionContext<K>),
  };
}

export type ArchiveListVariant = Exclude<ListVariant, 'conference'>;

/** The index of an archive-shaped list: the archive index, or the thesis index on the thesis list. */
export function archiveIndexQuery(
  variant: ArchiveListVariant,
  queries: JournalQueries,
): ListQuery<ArchiveIndex> {
  return listQuery(variant === 'thesis' ? queries.thesisIndex() : queries.archiveIndex());
}

/** The conference category list, the index of the conference list. */
export function conferenceIndexQuery(queries: JournalQueries): ListQuery<ConferenceCategory[]> {
  return listQuery(queries.conferenceCategories());
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
      return listQuery(queries.archivePapers({ year, volume, issue, page, perPage }));
    }
    case '/thesisDataListing': {
      const { thesis_year: year, thesis_volume: volume, page, per_page: perPage } = request.body;
      return listQuery(queries.thesisPapers({ year, volume, page, perPage }));
    }
    case '/conferenceFetch': {
      const { id, page, per_page: perPage } = request.body;
      return listQuery(queries.conferencePapers({ id, page, perPage }));
    }
    case '/searchArchive':
    case '/searchThesis':
    case '/searchConference': {
      const { search, page, per_page: perPage } = request.body;
      const params = { search, page, perPage };
      if (request.call === '/searchArchive') return listQuery(queries.searchArchive(params));
      if (request.call === '/searchThesis') return listQuery(queries.searchThesis(params));
      return listQuery(queries.searchConference(params));
    }
  }
}
