// The registry of calls: path (without the leading slash) -> request and response schemas.
import type * as z from 'zod/mini';
import {
  archivePaperListingRequest,
  archivePaperNewRequest,
  archiveSuggestionsRequest,
  bySlugRequest,
  byTagRequest,
  conferenceFetchRequest,
  detailsByIdRequest,
  emptyRequest,
  searchRequest,
  thesisDataListingRequest,
} from './requests.ts';
import { archiveYearListingResponse, thesisYearListingResponse } from './responses/archive.ts';
import {
  conferenceCategoriesResponse,
  conferenceDetailsResponse,
  conferenceListResponse,
  conferenceSearchResponse,
} from './responses/conference.ts';
import {
  blogDetailsResponse,
  blogListResponse,
  memberDetailsResponse,
  memberListResponse,
  topicsResponse,
} from './responses/content.ts';
import { indexingResponse } from './responses/indexing.ts';
import { paperDetailsResponse, paperListResponse, suggestionsResponse } from './responses/paper.ts';
import { thesisDetailsResponse, thesisListResponse } from './responses/thesis.ts';

/** Every call of a journal base (`/indjeee`, `/indjece`). */
export const journalCalls = {
  archiveYearListing: { request: emptyRequest, response: archiveYearListingResponse },
  archivePaperListing: { request: archivePaperListingRequest, response: paperListResponse },
  archiveSuggestions: { request: archiveSuggestionsRequest, response: suggestionsResponse },
  archivePaperNew: { request: archivePaperNewRequest, response: paperDetailsResponse },
  searchArchive: { request: searchRequest, response: paperListResponse },
  conferenceCategoriesFetch: { request: emptyRequest, response: conferenceCategoriesResponse },
  conferenceFetch: { request: conferenceFetchRequest, response: conferenceListResponse },
  searchConference: { request: searchRequest, response: conferenceSearchResponse },
  conferenceDetails: { request: detailsByIdRequest, response: conferenceDetailsResponse },
  thesisYearListing: { request: emptyRequest, response: thesisYearListingResponse },
  thesisDataListing: { request: thesisDataListingRequest, response: thesisListResponse },
  thesisDetails: { request: detailsByIdRequest, response: thesisDetailsResponse },
  searchThesis: { request: searchRequest, response: thesisListResponse },
  blogListing: { request: emptyRequest, response: blogListResponse },
  blogDetails: { request: bySlugRequest, response: blogDetailsResponse },
  blogsByTag: { request: byTagRequest, response: blogListResponse },
  editorialBoardListing: { request: emptyRequest, response: memberListResponse },
  editorialMemberDetails: { request: bySlugRequest, response: memberDetailsResponse },
  topicsListing: { request: emptyRequest, response: topicsResponse },
} as const;

/** Every call of the publisher base (`/publisher`). */
export const publisherCalls = {
  indexfetch: { request: emptyRequest, response: indexingResponse },
} as const;

/** Both registries in one, for code that handles any call by name. */
export const apiCalls = { ...journalCalls, ...publisherCalls } as const;

export type JournalCallName = keyof typeof journalCalls;
export type PublisherCallName = keyof typeof publisherCalls;
export type CallName = keyof typeof apiCalls;

/** The payload as the server sees it after validation (numbers parsed, defaults applied). */
export type CallRequest<C extends CallName> = z.output<(typeof apiCalls)[C]['request']>;
/** The payload as sent over the wire. */
export type CallRequestBody<C extends CallName> = z.input<(typeof apiCalls)[C]['request']>;
/** The response after validation (server names, lenient fields resolved). */
export type CallResponse<C extends CallName> = z.output<(typeof apiCalls)[C]['response']>;
/** The response as a server may send it. */
export type CallResponseBody<C extends CallName> = z.input<(typeof apiCalls)[C]['response']>;

export function isJournalCall(name: string): name is JournalCallName {
  return Object.hasOwn(journalCalls, name);
}

export function isPublisherCall(name: string): name is PublisherCallName {
  return Object.hasOwn(publisherCalls, name);
}
