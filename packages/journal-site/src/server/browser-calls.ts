// The API calls a browser may make through a journal's `api/` forwarder (suggestions,
// refetches of the paper lists). Details and content are server-rendered only. The forwarder
// refuses any other name; the request fuzzers read this list to try every allowed call.
import type { JournalCallName } from '@journals/api-contract';

export const browserCalls = [
  'archiveYearListing',
  'archivePaperListing',
  'archiveSuggestions',
  'searchArchive',
  'conferenceCategoriesFetch',
  'conferenceFetch',
  'searchConference',
  'thesisYearListing',
  'thesisDataListing',
  'searchThesis',
] as const satisfies readonly JournalCallName[];
