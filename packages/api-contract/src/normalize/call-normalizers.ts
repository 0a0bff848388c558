// One normalizer per call: validated response -> the UI type.
import { apiCalls, type CallName, type CallResponse } from '../calls.ts';
import { normalizeArchiveIndex, normalizeThesisIndex } from './archive-index.ts';
import {
  normalizeBlog,
  normalizeConferenceCategory,
  normalizeIndexingPartner,
  normalizeMember,
  normalizeSuggestion,
  normalizeTopicGroup,
} from './content.ts';
import {
  normalizeConferenceDetails,
  normalizePaperDetails,
  normalizeThesisDetails,
} from './paper-details.ts';
import {
  normalizeConferencePaper,
  normalizeListPage,
  normalizePaper,
  normalizeThesis,
} from './paper-summary.ts';

export const callNormalizers = {
  indexfetch: (r: CallResponse<'indexfetch'>) => r.indexingList.map(normalizeIndexingPartner),
  archiveYearListing: (r: CallResponse<'archiveYearListing'>) => normalizeArchiveIndex(r.archives),
  archivePaperListing: (r: CallResponse<'archivePaperListing'>) =>
    normalizeListPage(r.papersList, r, normalizePaper),
  archiveSuggestions: (r: CallResponse<'archiveSuggestions'>) =>
    r.suggestions.map(normalizeSuggestion),
  archivePaperNew: (r: CallResponse<'archivePaperNew'>) => normalizePaperDetails(r.paperdetails),
  searchArchive: (r: CallResponse<'searchArchive'>) =>
    normalizeListPage(r.papersList, r, normalizePaper),
  conferenceCategoriesFetch: (r: CallResponse<'conferenceCategoriesFetch'>) =>
    r.Conference_CategoriesList.map(normalizeConferenceCategory),
  conferenceFetch: (r: CallResponse<'conferenceFetch'>) =>
    normalizeListPage(r.ConferenceList, r, normalizeConferencePaper),
  searchConference: (r: CallResponse<'searchConference'>) =>
    normalizeListPage(r.papersList, r, normalizeConferencePaper),
  conferenceDetails: (r: CallResponse<'conferenceDetails'>) =>
    normalizeConferenceDetails(r.ConferenceDetails),
  thesisYearListing: (r: CallResponse<'thesisYearListing'>) => normalizeThesisIndex(r.thesis),
  thesisDataListing: (r: CallResponse<'thesisDataListing'>) =>
    normalizeListPage(r.papersList, r, normalizeThesis),
  thesisDetails: (r: CallResponse<'thesisDetails'>) => normalizeThesisDetails(r.thesis),
  searchThesis: (r: CallResponse<'searchThesis'>) =>
    normalizeListPage(r.papersList, r, normalizeThesis),
  blogListing: (r: CallResponse<'blogListing'>) => r.blogs.map(normalizeBlog),
  blogDetails: (r: CallResponse<'blogDetails'>) => normalizeBlog(r.blog),
  blogsByTag: (r: CallResponse<'blogsByTag'>) => r.blogs.map(normalizeBlog),
  editorialBoardListing: (r: CallResponse<'editorialBoardListing'>) =>
    r.members.map(normalizeMember),
  editorialMemberDetails: (r: CallResponse<'editorialMemberDetails'>) => normalizeMember(r.member),
  topicsListing: (r: CallResponse<'topicsListing'>) => r.topics.map(normalizeTopicGroup),
} satisfies { [C in CallName]: (response: CallResponse<C>) => unknown };

/** The UI value a call yields. */
export type CallResult<C extends CallName> = ReturnType<(typeof callNormalizers)[C]>;

/** Validates a raw response of `call` and normalizes it; throws the ZodError when it does not fit. */
export function parseCallResponse<C extends CallName>(call: C, body: unknown): CallResult<C> {
  const response: unknown = apiCalls[call].response.parse(body);
  const normalize = callNormalizers[call] as (validated: unknown) => CallResult<C>;
  return normalize(response);
}
