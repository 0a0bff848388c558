// react-query options per call, with stable keys [site, call, params]. The same options serve
// route loaders on the server (queryClient.ensureQueryData) and components in the browser.
import type { CallName } from '@journals/api-contract';
import type { SiteId } from '@journals/site-config';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import { resolveParams } from './params.ts';

export type JournalSiteId = Exclude<SiteId, 'publisher'>;

/** What the client's function `Name` takes: a query takes the same. */
type ParamsOf<Name extends Exclude<keyof ApiClient, 'baseUrl'>> = Parameters<ApiClient[Name]>[0];

/** The key of a call's query: [site, call path, params with defaults filled in]. */
export function apiQueryKey<const P extends object>(site: SiteId, call: CallName, params: P) {
  return [site, call, params] as const;
}

const none = {} as const;

export function createJournalQueries(client: ApiClient, site: JournalSiteId) {
  return {
    archiveIndex: () =>
      queryOptions({
        queryKey: apiQueryKey(site, 'archiveYearListing', none),
        queryFn: ({ signal }) => client.archiveIndex({ signal }),
      }),
    archivePapers: (params: ParamsOf<'archivePapers'>) => {
      const resolved = resolveParams.archivePapers(params);
      return queryOptions({
        queryKey: apiQueryKey(site, 'archivePaperListing', resolved),
        queryFn: ({ signal }) => client.archivePapers(resolved, { signal }),
      });
    },
    archiveSuggestions: (params: ParamsOf<'archiveSuggestions'>) => {
      const resolved = { search: params.search.trim() };
      return queryOptions({
        queryKey: apiQueryKey(site, 'archiveSuggestions', resolved),
        queryFn: ({ signal }) => client.archiveSuggestions(resolved, { signal }),
      });
    },
    paperDetails: (params: ParamsOf<'paperDetails'>) => {
      const resolved = { paperId: String(params.paperId) };
      return queryOptions({
        queryKey: apiQueryKey(site, 'archivePaperNew', resolved),
        queryFn: ({ signal }) => client.paperDetails(resolved, { signal }),
      });
    },
    searchArchive: (params: ParamsOf<'searchArchive'>) => {
      const resolved = resolveParams.search(params);
      return queryOptions({
        queryKey: apiQueryKey(site, 'searchArchive', resolved),
        queryFn: ({ signal }) => client.searchArchive(resolved, { signal }),
      });
    },
    conferenceCategories: () =>
      queryOptions({
        queryKey: apiQueryKey(site, 'conferenceCategoriesFetch', none),
        queryFn: ({ signal }) => client.conferenceCategories({ signal }),
      }),
    conferencePapers: (params: ParamsOf<'conferencePapers'>) => {
      const resolved = resolveParams.conferencePapers(params);
      return queryOptions({
        queryKey: apiQueryKey(site, 'conferenceFetch', resolved),
        queryFn: ({ signal }) => client.conferencePapers(resolved, { signal }),
      });
    },
    searchConference: (params: ParamsOf<'searchConference'>) => {
      const resolved = resolveParams.search(params);
      return queryOptions({
        queryKey: apiQueryKey(site, 'searchConference', resolved),
        queryFn: ({ signal }) => client.searchConference(resolved, { signal }),
      });
    },
    conferenceDetails: (params: ParamsOf<'conferenceDetails'>) => {
      const resolved = { id: String(params.id) };
      return queryOptions({
        queryKey: apiQueryKey(site, 'conferenceDetails', resolved),
        queryFn: ({ signal }) => client.conferenceDetails(resolved, { signal }),
      });
    },
    thesisIndex: () =>
      queryOptions({
        queryKey: apiQueryKey(site, 'thesisYearListing', none),
        queryFn: ({ signal }) => client.thesisIndex({ signal }),
      }),
    thesisPapers: (params: ParamsOf<'thesisPapers'>) => {
      const resolved = resolveParams.thesisPapers(params);
      return queryOptions({
        queryKey: apiQueryKey(site, 'thesisDataListing', resolved),
        queryFn: ({ signal }) => client.thesisPapers(resolved, { signal }),
      });
    },
    thesisDetails: (params: ParamsOf<'thesisDetails'>) => {
      const resolved = { id: String(params.id) };
      return queryOptions({
        queryKey: apiQueryKey(site, 'thesisDetails', resolved),
        queryFn: ({ signal }) => client.thesisDetails(resolved, { signal }),
      });
    },
    searchThesis: (params: ParamsOf<'searchThesis'>) => {
      const resolved = resolveParams.search(params);
      return queryOptions({
        queryKey: apiQueryKey(site, 'searchThesis', resolved),
        queryFn: ({ signal }) => client.searchThesis(resolved, { signal }),
      });
    },
    blogs: () =>
      queryOptions({
        queryKey: apiQueryKey(site, 'blogListing', none),
        queryFn: ({ signal }) => client.blogs({ signal }),
      }),
    blog: (params: ParamsOf<'blog'>) => {
      const resolved = { slug: params.slug };
      return queryOptions({
        queryKey: apiQueryKey(site, 'blogDetails', resolved),
        queryFn: ({ signal }) => client.blog(resolved, { signal }),
      });
    },
    blogsByTag: (params: ParamsOf<'blogsByTag'>) => {
      const resolved = { tag: params.tag };
      return queryOptions({
        queryKey: apiQueryKey(site, 'blogsByTag', resolved),
        queryFn: ({ signal }) => client.blogsByTag(resolved, { signal }),
      });
    },
    editorialBoard: () =>
      queryOptions({
        queryKey: apiQueryKey(site, 'editorialBoardListing', none),
        queryFn: ({ signal }) => client.editorialBoard({ signal }),
      }),
    editorialMember: (params: ParamsOf<'editorialMember'>) => {
      const resolved = { slug: params.slug };
      return queryOptions({
        queryKey: apiQueryKey(site, 'editorialMemberDetails', resolved),
        queryFn: ({ signal }) => client.editorialMember(resolved, { signal }),
      });
    },
    topics: () =>
      queryOptions({
        queryKey: apiQueryKey(site, 'topicsListing', none),
        queryFn: ({ signal }) => client.topics({ signal }),
      }),
  };
}

export type JournalQueries = ReturnType<typeof createJournalQueries>;

export function createPublisherQueries(client: ApiClient) {
  return {
    indexingPartners: () =>
      queryOptions({
        queryKey: apiQueryKey('publisher', 'indexfetch', none),
        queryFn: ({ signal }) => client.indexingPartners({ signal }),
      }),
  };
}

export type PublisherQueries = ReturnType<typeof createPublisherQueries>;
