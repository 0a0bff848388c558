// Reading a list's state from its URL query. Anything that does not name a place in the index is
// "no selection" (null): the caller redirects to that area's index page (spec: "With no selection
// the user is redirected to the index path of that area").
import { latestIssueCount } from './archive-index.ts';
import { findConference } from './conference.ts';
import { selectionAt, thesisIssue, type ListContext } from './context.ts';
import { normalizeSearch } from './search.ts';
import type { ListSelection } from './selection.ts';

/** Digits only (after trimming), at most 9 of them: '2025' -> 2025; '-1', '1.5', '1e3', '' -> null. */
export function parseQueryInteger(value: string | null | undefined): number | null {
  // Stryker disable next-line StringLiteral: any fallback that is not digits gives null, as '' does
  const text = (value ?? '').trim();
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

/** The page of a query: a whole number from 1; anything else (missing, 0, garbage) is 1. */
export function parsePage(value: string | null | undefined): number {
  const page = parseQueryInteger(value);
  // Stryker disable next-line ConditionalExpression,EqualityOperator: `null >= 1` is false, and page 1 is 1 either way
  return page !== null && page >= 1 ? page : 1;
}

/**
 * The selection a URL query names, or null when it names none. Rules:
 * - `year`, `volume` (and `issue`, except on the thesis list) are required whole numbers naming a
 *   place present in the index; the thesis issue is always 1;
 * - current issue: an issue above the latest year's issue count resets to 1 (spec), and is then
 *   checked like any other;
 * - conference: `id` and `name` are required and must match one category (id exactly, name
 *   case-insensitively); the conference's own year, volume and issue are used, whatever the
 *   query says about them, and its name is spelt as the category list spells it;
 * - `page` garbage falls back to 1; `search` is trimmed and capped at 200 characters;
 * - a repeated key counts by its first value.
 */
export function parseSelection(
  context: ListContext,
  params: URLSearchParams,
): ListSelection | null {
  const rest = {
    page: parsePage(params.get('page')),
    search: normalizeSearch(params.get('search')),
  };

  if (context.variant === 'conference') {
    const id = parseQueryInteger(params.get('id'));
    // Stryker disable next-line StringLiteral: a missing name matches no conference, whatever text stands for it
    const name = params.get('name') ?? '';
    // Stryker disable next-line ConditionalExpression: no conference has a null id
    const conference = id === null ? null : findConference(context.categories, id, name);
    if (!conference) return null;
    return selectionAt(context, conference, rest, conference);
  }

  const year = parseQueryInteger(params.get('year'));
  const volume = parseQueryInteger(params.get('volume'));
  let issue = context.variant === 'thesis' ? thesisIssue : parseQueryInteger(params.get('issue'));
  // Stryker disable next-line ConditionalExpression,LogicalOperator: selectionAt finds no place with a null year, volume or issue either
  if (year === null || volume === null || issue === null) return null;
  if (context.variant === 'current-issue' && issue > latestIssueCount(context.index)) issue = 1;
  return selectionAt(context, { year, volume, issue }, rest);
}
