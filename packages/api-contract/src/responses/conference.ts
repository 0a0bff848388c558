// Conference categories and conference papers, in the server's names.
import * as z from 'zod/mini';
import {
  authorSlots,
  detailTexts,
  lenientInt,
  lenientText,
  requiredId,
  requiredInt,
  requiredText,
} from '../fields/response-fields.ts';
import { pageOf } from './pagination.ts';

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

export const conferenceListResponse = pageOf('ConferenceList', conferencePaperSchema);

export const conferenceSearchResponse = pageOf('papersList', conferencePaperSchema);

export const conferenceDetailsSchema = z.extend(conferencePaperSchema, {
  ...detailTexts,
  doi: lenientText,
  /** Ours: the conference the paper was presented at, where the server says. */
  conference_name: lenientText,
});

export const conferenceDetailsResponse = z.object({ ConferenceDetails: conferenceDetailsSchema });
