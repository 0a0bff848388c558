// createApiClient: one typed function per call of the API, each with its catalogue policy.
import type {
  ArchiveIndex,
  BlogPost,
  CallName,
  CallRequestBody,
  CallResult,
  ConferenceCategory,
  EditorialMember,
  IndexingPartner,
  PaperDetails,
  PaperListPage,
  PaperSuggestion,
  TopicGroup,
} from '@journals/api-contract';
import {
  catalogueMessages,
  logAndRethrow,
  logAndReturnNull,
  returnNull,
  throwAs,
  type Logger,
} from './error-policy.ts';
import {
  toBody,
  type ArchivePapersParams,
  type ConferencePapersParams,
  type DetailsParams,
  type PaperDetailsParams,
  type SearchParams,
  type SlugParams,
  type SuggestionsParams,
  type TagParams,
  type ThesisPapersParams,
} from './params.ts';
import { postCall, type CallOptions, type TransportOptions } from './transport.ts';

export interface ApiClientOptions {
  /** A journal or publisher API base, e.g. 'http://127.0.0.1:4310/indjece'. */
  baseUrl: string;
  /** The raw token sent as the Authorization header (server side only; omit behind a forwarder). */
  authorization?: string;
  /** Defaults to the global fetch. */
  fetch?: typeof globalThis.fetch;
  /** Time allowed per call, response body included. Default 10 000 ms. */
  timeoutMs?: number;
  /** Where the catalogue's logged failures go. Default console. */
  logger?: Logger;
  /**
   * Answers shared between identical calls (server side: `createAnswerCache` of
   * `@journals/api-client/answer-cache`); without it every call asks the API.
   */
  cache?: AnswerCache;
}

/** Shares the answer of identical calls: `load` runs only when no answer for `key` is kept. */
export interface AnswerCache {
  answer<T>(key: string, load: () => Promise<T>, signal?: AbortSignal): Promise<T>;
}

export const defaultTimeoutMs = 10_000;

/**
 * One function per call. Failure behaviour (spec section 8); an API that cannot be used right now
 * (ApiUnavailable: no answer in time, no connection, 5xx, an answer breaking the contract) is
 * thrown by every call, the null-returning ones included:
 * - throws ApiError 'Failed to fetch archive': archiveIndex
 * - throws ApiError 'Failed to fetch Thesis': thesisIndex, thesisPapers
 * - rethrows the ApiError: conferenceCategories, conferencePapers, blogs, blog, blogsByTag,
 *   editorialBoard, editorialMember, topics; indexingPartners after logging 'Error fetching index'
 * - returns null silently for a refused request (4xx): searchConference, conferenceDetails
 * - logs 'Error fetching artical data' and returns null for a refused request: archivePapers,
 *   archiveSuggestions, paperDetails, searchArchive, thesisDetails, searchThesis
 */
export interface ApiClient {
  readonly baseUrl: string;
  /** Any call by name, validated and normalized; throws ApiError. */
  call<C extends CallName>(
    call: C,
    body: CallRequestBody<C>,
    options?: CallOptions,
  ): Promise<CallResult<C>>;
  indexingPartners(options?: CallOptions): Promise<IndexingPartner[]>;
  archiveIndex(options?: CallOptions): Promise<ArchiveIndex>;
  archivePapers(params: ArchivePapersParams, options?: CallOptions): Promise<PaperListPage | null>;
  archiveSuggestions(
    params: SuggestionsParams,
    options?: CallOptions,
  ): Promise<PaperSuggestion[] | null>;
  paperDetails(params: PaperDetailsParams, options?: CallOptions): Promise<PaperDetails | null>;
  searchArchive(params: SearchParams, options?: CallOptions): Promise<PaperListPage | null>;
  conferenceCategories(options?: CallOptions): Promise<ConferenceCategory[]>;
  conferencePapers(params: ConferencePapersParams, options?: CallOptions): Promise<PaperListPage>;
  searchConference(params: SearchParams, options?: CallOptions): Promise<PaperListPage | null>;
  conferenceDetails(params: DetailsParams, options?: CallOptions): Promise<PaperDetails | null>;
  thesisIndex(options?: CallOptions): Promise<ArchiveIndex>;
  thesisPapers(params: ThesisPapersParams, options?: CallOptions): Promise<PaperListPage>;
  thesisDetails(params: DetailsParams, options?: CallOptions): Promise<PaperDetails | null>;
  searchThesis(params: SearchParams, options?: CallOptions): Promise<PaperListPage | null>;
  blogs(options?: CallOptions): Promise<BlogPost[]>;
  blog(params: SlugParams, options?: CallOptions): Promise<BlogPost>;
  blogsByTag(params: TagParams, options?: CallOptions): Promise<BlogPost[]>;
  editorialBoard(options?: CallOptions): Promise<EditorialMember[]>;
  editorialMember(params: SlugParams, options?: CallOptions): Promise<EditorialMember>;
  topics(options?: CallOptions): Promise<TopicGroup[]>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const transport: TransportOptions = {
    baseUrl: options.baseUrl,
    authorization: options.authorization,
    fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
    timeoutMs: options.timeoutMs ?? defaultTimeoutMs,
  };
  const logger = options.logger ?? console;
  const { cache } = options;
  // A shared answer is not tied to one caller: the request runs without the caller's signal, and
  // each caller stops waiting on its own cancellation.
  const call = <C extends CallName>(
    name: C,
    body: CallRequestBody<C>,
    callOptions?: CallOptions,
  ) =>
    cache
      ? cache.answer(
          `${name} ${JSON.stringify(body)}`,
          () => postCall(transport, name, body),
          callOptions?.signal,
        )
      : postCall(transport, name, body, callOptions);
  const listing = <T>(run: () => Promise<T>) =>
    logAndReturnNull(logger, catalogueMessages.listing, run);

  return {
    baseUrl: options.baseUrl,
    call,
    indexingPartners: (o) =>
      logAndRethrow(logger, catalogueMessages.index, () => call('indexfetch', {}, o)),
    archiveIndex: (o) =>
      throwAs(catalogueMessages.archive, () => call('archiveYearListing', {}, o)),
    archivePapers: (p, o) => listing(() => call('archivePaperListing', toBody.archivePapers(p), o)),
    archiveSuggestions: (p, o) =>
      listing(() => call('archiveSuggestions', { search: p.search.trim() }, o)),
    paperDetails: (p, o) => listing(() => call('archivePaperNew', { paperid: p.paperId }, o)),
    searchArchive: (p, o) => listing(() => call('searchArchive', toBody.search(p), o)),
    conferenceCategories: (o) => call('conferenceCategoriesFetch', {}, o),
    conferencePapers: (p, o) => call('conferenceFetch', toBody.conferencePapers(p), o),
    searchConference: (p, o) => returnNull(() => call('searchConference', toBody.search(p), o)),
    conferenceDetails: (p, o) => returnNull(() => call('conferenceDetails', { id: p.id }, o)),
    thesisIndex: (o) => throwAs(catalogueMessages.thesis, () => call('thesisYearListing', {}, o)),
    thesisPapers: (p, o) =>
      throwAs(catalogueMessages.thesis, () => call('thesisDataListing', toBody.thesisPapers(p), o)),
    thesisDetails: (p, o) => listing(() => call('thesisDetails', { id: p.id }, o)),
    searchThesis: (p, o) => listing(() => call('searchThesis', toBody.search(p), o)),
    blogs: (o) => call('blogListing', {}, o),
    blog: (p, o) => call('blogDetails', { slug: p.slug }, o),
    blogsByTag: (p, o) => call('blogsByTag', { tag: p.tag }, o),
    editorialBoard: (o) => call('editorialBoardListing', {}, o),
    editorialMember: (p, o) => call('editorialMemberDetails', { slug: p.slug }, o),
    topics: (o) => call('topicsListing', {}, o),
  };
}
