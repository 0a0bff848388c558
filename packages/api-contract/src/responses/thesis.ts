// Theses, in the server's names.
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
import { paginationFields } from './pagination.ts';

export const thesisSchema = z.object({
  id: requiredId,
  title: requiredText,
  ...authorSlots,
  month: lenientText,
  year: lenientInt,
  pages: lenientText,
  paper_url: lenientText,
});

export const thesisListResponse = z.object({
  papersList: z.array(thesisSchema),
  ...paginationFields,
});

export const thesisDetailsSchema = z.extend(thesisSchema, {
  abstract: lenientHtml,
  references: lenientReferences,
});

export const thesisDetailsResponse = z.object({ thesis: thesisDetailsSchema });
