// The readers of the calls behind the paper lists: the indexes, the list pages, the searches,
// the suggestions and the conference categories. Nothing here holds rich text, so this group
// (the one the browser loads, read/on-demand.ts) needs no sanitizer.
import { normalizeArchiveIndex, normalizeThesisIndex } from '../normalize/archive-index.ts';
import { normalizeConferenceCategory, normalizeSuggestion } from '../normalize/list-content.ts';
import {
  normalizeConferencePaper,
  normalizeListPage,
  normalizePaper,
  normalizeThesis,
} from '../normalize/paper-summary.ts';
import { archiveYearListingResponse, thesisYearListingResponse } from '../responses/archive.ts';
import {
  conferenceCategoriesResponse,
  conferenceListResponse,
  conferenceSearchResponse,
} from '../responses/conference.ts';
import { paperListResponse, suggestionsResponse } from '../responses/paper.ts';
import { thesisListResponse } from '../responses/thesis.ts';
import { callReader } from './call-reader.ts';

export const paperListReaders = {
  archiveYearListing: callReader(archiveYearListingResponse, (r) =>
    normalizeArchiveIndex(r.archives),
  ),
  archivePaperListing: callReader(paperListResponse, (r) =>
    normalizeListPage(r.papersList, r, normalizePaper),
  ),
  archiveSuggestions: callReader(suggestionsResponse, (r) =>
    r.suggestions.map(normalizeSuggestion),
  ),
  searchArchive: callReader(paperListResponse, (r) =>
    normalizeListPage(r.papersList, r, normalizePaper),
  ),
  conferenceCategoriesFetch: callReader(conferenceCategoriesResponse, (r) =>
    r.Conference_CategoriesList.map(normalizeConferenceCategory),
  ),
  conferenceFetch: callReader(conferenceListResponse, (r) =>
    normalizeListPage(r.ConferenceList, r, normalizeConferencePaper),
  ),
  searchConference: callReader(conferenceSearchResponse, (r) =>
    normalizeListPage(r.papersList, r, normalizeConferencePaper),
  ),
  thesisYearListing: callReader(thesisYearListingResponse, (r) => normalizeThesisIndex(r.thesis)),
  thesisDataListing: callReader(thesisListResponse, (r) =>
    normalizeListPage(r.papersList, r, normalizeThesis),
  ),
  searchThesis: callReader(thesisListResponse, (r) =>
    normalizeListPage(r.papersList, r, normalizeThesis),
  ),
};
