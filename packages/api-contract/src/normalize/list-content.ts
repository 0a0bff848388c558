// Suggestions and conference categories -> UI types: plain text, no rich text to sanitize, so
// the lists' readers (read/paper-lists.ts) load no sanitizer.
import type * as z from 'zod/mini';
import type { conferenceCategorySchema } from '../responses/conference.ts';
import type { suggestionSchema } from '../responses/paper.ts';
import type { ConferenceCategory, PaperSuggestion } from '../types.ts';

export type ApiSuggestion = z.output<typeof suggestionSchema>;
export type ApiConferenceCategory = z.output<typeof conferenceCategorySchema>;

export function normalizeSuggestion(suggestion: ApiSuggestion): PaperSuggestion {
  return {
    id: suggestion.paper_id,
    title: suggestion.paper_title,
    uniqueId: suggestion.paper_uniqueid,
  };
}

export function normalizeConferenceCategory(category: ApiConferenceCategory): ConferenceCategory {
  return {
    id: category.id,
    name: category.name,
    year: category.year,
    volume: category.volume,
    issue: category.issue,
  };
}
