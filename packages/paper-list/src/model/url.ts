// URL state: every list state is a relative URL (path + query), so every control can be a plain
// link or GET form and the server can render any state (docs/architecture.md decision 2).
import { currentIssue } from './archive-index.ts';
import type { ListSelection } from './selection.ts';
import type { ArchiveIndex } from './types.ts';
import { listVariants, type ListVariant } from './variants.ts';

/** The name of the search query parameter (and of the search box in the GET form). */
export const searchParamName = 'search' as const;

/**
 * The query of a selection, in a fixed order: the variant's selection keys (conference: id,
 * name, year, volume, issue; thesis: year, volume; otherwise year, volume, issue), then `page`
 * when it is not 1, then `search` when one is active.
 */
export function selectionToSearchParams(
  variant: ListVariant,
  selection: ListSelection,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of listVariants[variant].selectionKeys) {
    if (key === 'id' || key === 'name') {
      if (selection.conference) params.set(key, String(selection.conference[key]));
    } else {
      params.set(key, String(selection[key]));
    }
  }
  if (selection.page !== 1) params.set('page', String(selection.page));
  if (selection.search !== '') params.set(searchParamName, selection.search);
  return params;
}

/** The list URL of a selection, relative to the journal prefix: '/archives/paperlist?year=...'. */
export function hrefFor(variant: ListVariant, selection: ListSelection): string {
  return `${listVariants[variant].listPath}?${selectionToSearchParams(variant, selection).toString()}`;
}

/**
 * The header's Current Issue link: the current-issue list of the first archive entry (newest
 * year, latest volume, latest issue), or plain '/current-issue' without archive data.
 */
export function currentIssueHref(index: ArchiveIndex | null | undefined): string {
  const slot = index ? currentIssue(index) : null;
  if (!slot) return listVariants['current-issue'].indexPath;
  return hrefFor('current-issue', { ...slot, page: 1, search: '', conference: null });
}
