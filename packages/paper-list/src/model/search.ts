// Search mode: submitting text replaces the list with results, clears the box and hides the
// pager; Clear returns to the list. The submitted text lives in the URL (`search`); the box text
// is the screen's own input state.
import type { ListSelection } from './selection.ts';
import type { PaperSummary } from './types.ts';
import { hrefFor, searchParamName, selectionToSearchParams } from './url.ts';
import { listVariants, searchMaxLength, type ListVariant } from './variants.ts';

/**
 * Whether a search text may be submitted: not blank after trimming on the archive and current
 * issue lists, not empty on the thesis and conference lists (spec section 5).
 */
export function canSubmitSearch(variant: ListVariant, text: string): boolean {
  return listVariants[variant].searchRule === 'non-blank' ? text.trim() !== '' : text !== '';
}

/**
 * A search as the URL keeps it: trimmed, at most 200 characters (counted in code points, so a
 * character is never cut in half), trimmed again after the cut. Null and blank give ''.
 */
export function normalizeSearch(text: string | null | undefined): string {
  const trimmed = (text ?? '').trim();
  return Array.from(trimmed).slice(0, searchMaxLength).join('').trim();
}

/**
 * The selection after submitting the box text, or null when the text may not be submitted. The
 * page is kept, so Clear returns to the page the reader searched from. Text that is only
 * whitespace (allowed on thesis and conference) normalizes to no search: the list is shown.
 */
export function submitSearch(
  variant: ListVariant,
  selection: ListSelection,
  text: string,
): ListSelection | null {
  if (!canSubmitSearch(variant, text)) return null;
  return { ...selection, search: normalizeSearch(text) };
}

/** The selection after Clear: the same list without the search. */
export function clearSearch(selection: ListSelection): ListSelection {
  return { ...selection, search: '' };
}

/** What the search controls show for a selection and the current box text. */
export interface SearchState {
  /** 'results' while a search is active: the results replace the list and the pager hides. */
  mode: 'list' | 'results';
  /** The active search ('' in list mode). */
  query: string;
  /** The box text. The box is cleared after a submit: a freshly shown list starts with ''. */
  box: string;
  /** Whether Search may submit the box text. */
  canSubmit: boolean;
  /** Clear is shown when the box is empty and results are active. */
  showClear: boolean;
  /** Where Search goes with the current box text (null when it may not be submitted). */
  submitHref: string | null;
  /** Where Clear goes (null in list mode). */
  clearHref: string | null;
}

export function searchState(variant: ListVariant, selection: ListSelection, box = ''): SearchState {
  const active = selection.search !== '';
  const submitted = submitSearch(variant, selection, box);
  return {
    mode: active ? 'results' : 'list',
    query: selection.search,
    box,
    canSubmit: submitted !== null,
    showClear: active && box === '',
    submitHref: submitted ? hrefFor(variant, submitted) : null,
    clearHref: active ? hrefFor(variant, clearSearch(selection)) : null,
  };
}

/**
 * The GET form of the search box, so search works without JavaScript: the form goes to the list
 * path with the selection (without its search) as hidden fields, and the box named `search`.
 */
export interface SearchForm {
  action: string;
  hiddenFields: [name: string, value: string][];
  inputName: 'search';
  maxLength: number;
}

export function searchForm(variant: ListVariant, selection: ListSelection): SearchForm {
  return {
    action: listVariants[variant].listPath,
    hiddenFields: [...selectionToSearchParams(variant, clearSearch(selection)).entries()],
    inputName: searchParamName,
    maxLength: searchMaxLength,
  };
}

/**
 * The search results a list shows: on the current issue only the papers of the active year,
 * volume and issue; on the archive, thesis and conference lists all of them.
 */
export function filterSearchResults(
  variant: ListVariant,
  selection: ListSelection,
  items: readonly PaperSummary[],
): PaperSummary[] {
  if (!listVariants[variant].searchFilteredToSelection) return [...items];
  return items.filter(
    (paper) =>
      paper.year === selection.year &&
      paper.volume === selection.volume &&
      paper.issue === selection.issue,
  );
}
