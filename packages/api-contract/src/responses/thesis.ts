// Theses, in the server's names.
import * as z from 'zod/mini';
import {
  authorSlots,
  detailTexts,
  lenientInt,
  lenientText,
  requiredId,
  requiredText,
} from '../fields/response-fields.ts';
import { pageOf } from './pagination.ts';

export const thesisSchema = z.object({
  id: requiredId,
  title: requiredText,
  ...authorSlots,
  month: lenientText,
  year: lenientInt,
  pages: lenientText,
  paper_url: lenientText,
  /** Ours: when the record last changed (sitemaps, OAI-PMH datestamps). */
  updated_at: lenientText,
});

export const thesisListResponse = pageOf('papersList', thesisSchema);

export const thesisDetailsSchema = z.extend(thesisSchema, {
  ...detailTexts,
  /** Ours: the degree ('Ph.D.') and the awarding institution, where the server knows them. */
  degree: lenientText,
  institution: lenientText,
});

export const thesisDetailsResponse = z.object({ thesis: thesisDetailsSchema });
