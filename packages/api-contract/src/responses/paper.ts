// Papers of the archive and the current issue, in the server's names.
import * as z from 'zod/mini';
import {
  authorSlots,
  lenientHtml,
  lenientInt,
  lenientReferences,
  lenientText,
  requiredId,
  requiredText,
} from '../fields/response-fields.ts';
import { pageOf } from './pagination.ts';

/** A paper as listed (archivePaperListing, searchArchive). */
export const paperSchema = z.object({
  paper_id: requiredId,
  paper_title: requiredText,
  paper_abstract: lenientHtml,
  issue: lenientInt,
  volume: lenientInt,
  paper_month: lenientText,
  paper_author: lenientText,
  year: lenientInt,
  paper_url: lenientText,
  paper_doi: lenientText,
  is_deleted: z.optional(z.union([z.boolean(), z.number(), z.string(), z.null()])),
  paper_articletype: lenientText,
  paper_pages: lenientText,
  paper_uniqueid: lenientText,
  created_at: lenientText,
  updated_at: lenientText,
  ...authorSlots,
  paper_references: lenientReferences,
  paper_citation: lenientText,
  paper_designation: lenientText,
  paper_doi_Link: lenientText,
});

/** A page of papers. */
export const paperListResponse = pageOf('papersList', paperSchema);

/** One title suggestion (archiveSuggestions). */
export const suggestionSchema = z.object({
  paper_id: requiredId,
  paper_title: requiredText,
  paper_uniqueid: lenientText,
});

export const suggestionsResponse = z.object({ suggestions: z.array(suggestionSchema) });

/** The detail of a paper (archivePaperNew), re-keyed by the server to short names. */
export const paperDetailsSchema = z.object({
  id: requiredId,
  title: requiredText,
  abstract: lenientHtml,
  author: lenientText,
  url: lenientText,
  doi: lenientText,
  articletype: lenientText,
  pages: lenientText,
  uniqueid: lenientText,
  created_time: lenientText,
  references: lenientReferences,
  citation: lenientText,
  designation: lenientText,
  doi_Link: lenientText,
  year: lenientInt,
  volume: lenientInt,
  issue: lenientInt,
  paper_month: lenientText,
  /** Ours: when the paper last changed (sitemaps, OAI-PMH datestamps, feeds). */
  updated_at: lenientText,
  ...authorSlots,
});

export const paperDetailsResponse = z.object({ paperdetails: paperDetailsSchema });
