// Conference categories and conference papers, in the server's names.
import * as z from 'zod/mini';
import {
  authorSlots,
  lenientHtml,
  lenientInt,
  lenientReferences,
  lenientText,
  requiredId,
  requiredInt,
  requiredText,
} from '../fields/response-fields.ts';
import { paginationFields } from './pagination.ts';

export const conferenceCategorySchema = z.object({
  id: requiredInt,
  name: requiredText,
  year: requiredInt,
  volume: requiredInt,
  issue: requiredInt,
});

export const conferenceCategoriesResponse = z.object({
  Conference_CategoriesList: z.array(conferenceCategorySchema),
});

export const conferencePaperSchema = z.object({
  id: requiredId,
  title: requiredText,
  ...authorSlots,
  month: lenientText,
  year: lenientInt,
  updated_at: lenientText,
  pages: lenientText,
  pdf_url: lenientText,
});

export const conferenceListResponse = z.object({
  ConferenceList: z.array(conferencePaperSchema),
  ...paginationFields,
});

export const conferenceSearchResponse = z.object({
  papersList: z.array(conferencePaperSchema),
  ...paginationFields,
});

export const conferenceDetailsSchema = z.extend(conferencePaperSchema, {
  abstract: lenientHtml,
  references: lenientReferences,
  doi: lenientText,
  /** Ours: the conference the paper was presented at, where the server says. */
  conference_name: lenientText,
});

export const conferenceDetailsResponse = z.object({ ConferenceDetails: conferenceDetailsSchema });
