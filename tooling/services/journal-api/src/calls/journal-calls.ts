// The calls of a journal base (/indjeee, /indjece): request in, response body out.
import type { CallRequest, CallResponseBody, JournalCallName } from '@journals/api-contract';
import { notFound } from '../http/api-error.ts';
import type { JournalId } from '../journals.ts';
import {
  presentConferenceCategory,
  presentConferenceDetails,
  presentConferencePaper,
} from '../present/conference.ts';
import { presentBlog, presentMember, presentTopicGroups } from '../present/content.ts';
import { presentPaper, presentPaperDetails, presentSuggestion } from '../present/papers.ts';
import { jsonArrayText, jsonObjectText } from '../present/json-text.ts';
import type { JsonText } from '../present/json-text.ts';
import { presentThesis, presentThesisDetails } from '../present/theses.ts';
import type { CallContext } from './context.ts';

export type JournalCallHandlers = {
  [C in JournalCallName]: (
    request: CallRequest<C>,
    journalId: JournalId,
    context: CallContext,
  ) => CallResponseBody<C> | JsonText<CallResponseBody<C>>;
};

/** year -> volume -> issues, as the spec's archive map ({ "2025": { "2": [1, 2, 3] } }). */
function archiveMap(keys: readonly { year: number; volume: number; issue: number }[]) {
  const map: Record<string, Record<string, number[]>> = {};
  for (const { year, volume, issue } of keys) {
    const volumes = (map[String(year)] ??= {});
    (volumes[String(volume)] ??= []).push(issue);
  }
  return map;
}

/** year -> volumes as strings ({ "2025": ["2"] }). */
function thesisMap(keys: readonly { year: number; volume: number }[]) {
  const map: Record<string, string[]> = {};
  for (const { year, volume } of keys) (map[String(year)] ??= []).push(String(volume));
  return map;
}

export const journalCallHandlers: JournalCallHandlers = {
  archiveYearListing: (_request, journalId, { repositories }) => ({
    archives: archiveMap(repositories.papers.issueIndex(journalId)),
  }),

  archivePaperListing: (
    { year, volume, issue, page, per_page },
    journalId,
    { repositories, urls },
  ) => {
    const { rows, pagination } = repositories.papers.listIssue(
      journalId,
      { year, volume, issue },
      page,
      per_page,
    );
    return { papersList: rows.map((row) => presentPaper(row, journalId, urls)), ...pagination };
  },

  archiveSuggestions: ({ search }, journalId, { repositories }) => ({
    suggestions: repositories.papers.suggest(journalId, search).map(presentSuggestion),
  }),

  archivePaperNew: ({ paperid }, journalId, { repositories, urls }) => {
    const row = repositories.papers.find(journalId, paperid);
    if (!row) throw notFound(`paperid: no paper ${paperid} in this journal`);
    return { paperdetails: presentPaperDetails(row, journalId, urls) };
  },

  // Up to 100 papers an answer: put together from listed papers kept as JSON text.
  searchArchive: ({ search, page, per_page }, journalId, { repositories, listedPapers }) => {
    const { ids, pagination } = repositories.papers.search(journalId, search, page, per_page);
    return jsonObjectText<CallResponseBody<'searchArchive'>>({
      papersList: jsonArrayText(listedPapers.of(journalId, ids)),
      ...pagination,
    });
  },

  conferenceCategoriesFetch: (_request, journalId, { repositories }) => ({
    Conference_CategoriesList: repositories.conferences
      .categories(journalId)
      .map(presentConferenceCategory),
  }),

  conferenceFetch: ({ id, page, per_page }, journalId, { repositories, urls }) => {
    const listing = repositories.conferences.listCategory(journalId, id, page, per_page);
    if (!listing) throw notFound(`id: no conference ${id} in this journal`);
    return {
      ConferenceList: listing.rows.map((row) => presentConferencePaper(row, journalId, urls)),
      ...listing.pagination,
    };
  },

  searchConference: ({ search, page, per_page }, journalId, { repositories, urls }) => {
    const { rows, pagination } = repositories.conferences.search(journalId, search, page, per_page);
    return {
      papersList: rows.map((row) => presentConferencePaper(row, journalId, urls)),
      ...pagination,
    };
  },

  conferenceDetails: ({ id }, journalId, { repositories, urls }) => {
    const row = repositories.conferences.find(journalId, id);
    if (!row) throw notFound(`id: no conference paper ${id} in this journal`);
    return { ConferenceDetails: presentConferenceDetails(row, journalId, urls) };
  },

  thesisYearListing: (_request, journalId, { repositories }) => ({
    thesis: thesisMap(repositories.theses.volumeIndex(journalId)),
  }),

  thesisDataListing: (
    { thesis_year, thesis_volume, page, per_page },
    journalId,
    { repositories, urls },
  ) => {
    const { rows, pagination } = repositories.theses.listVolume(
      journalId,
      thesis_year,
      thesis_volume,
      page,
      per_page,
    );
    return { papersList: rows.map((row) => presentThesis(row, journalId, urls)), ...pagination };
  },

  thesisDetails: ({ id }, journalId, { repositories, urls }) => {
    const row = repositories.theses.find(journalId, id);
    if (!row) throw notFound(`id: no thesis ${id} in this journal`);
    return { thesis: presentThesisDetails(row, journalId, urls) };
  },

  searchThesis: ({ search, page, per_page }, journalId, { repositories, urls }) => {
    const { rows, pagination } = repositories.theses.search(journalId, search, page, per_page);
    return { papersList: rows.map((row) => presentThesis(row, journalId, urls)), ...pagination };
  },

  blogListing: (_request, journalId, { repositories, urls }) => ({
    blogs: repositories.content.blogs(journalId).map((row) => presentBlog(row, journalId, urls)),
  }),

  blogDetails: ({ slug }, journalId, { repositories, urls }) => {
    const row = repositories.content.blog(journalId, slug);
    if (!row) throw notFound(`slug: no blog post ${slug}`);
    return { blog: presentBlog(row, journalId, urls) };
  },

  blogsByTag: ({ tag }, journalId, { repositories, urls }) => ({
    blogs: repositories.content
      .blogsByTag(journalId, tag)
      .map((row) => presentBlog(row, journalId, urls)),
  }),

  editorialBoardListing: (_request, journalId, { repositories, urls }) => ({
    members: repositories.content
      .members(journalId)
      .map((row) => presentMember(row, journalId, urls)),
  }),

  editorialMemberDetails: ({ slug }, journalId, { repositories, urls }) => {
    const row = repositories.content.member(journalId, slug);
    if (!row) throw notFound(`slug: no editorial board member ${slug}`);
    return { member: presentMember(row, journalId, urls) };
  },

  topicsListing: (_request, journalId, { repositories }) => ({
    topics: presentTopicGroups(repositories.content.topics(journalId)),
  }),
};
