// Loading a paper list for a route loader: read the URL, fill the query cache with everything the
// screen renders, and say whether to render the list or redirect. Runs on the server (the caller
// dehydrates the cache into the HTML) and, with the browser's cache, as a client loader.
import type { JournalQueries } from '@journals/api-client';
import type { QueryClient } from '@tanstack/react-query';
import type { ListContext } from '../model/context.ts';
import { listHeading } from '../model/heading.ts';
import { jumpHref } from '../model/jump.ts';
import { parseSelection } from '../model/query.ts';
import type { ListSelection } from '../model/selection.ts';
import { hrefFor } from '../model/url.ts';
import { listVariants, type ListVariant } from '../model/variants.ts';
import { inBrowser, isRateLimited } from './rate-limit.ts';
import {
  archiveIndexQuery,
  archiveListContext,
  conferenceIndexQuery,
  listPageQuery,
  type ListQuery,
} from './list-queries.ts';

export interface LoadPaperListOptions {
  variant: ListVariant;
  /** The requested address (`new URL(request.url)`); only its query is read. */
  url: URL;
  queries: JournalQueries;
  queryClient: QueryClient;
}

/** What a list route renders, or where it sends the reader. */
export type PaperListLoad =
  | {
      kind: 'redirect';
      /**
       * Relative to the journal prefix: the area's index page ('/archives') when the URL names no
       * list, or the canonical list address a selector form asked for. The caller adds the prefix.
       */
      location: string;
    }
  | {
      kind: 'list';
      variant: ListVariant;
      selection: ListSelection;
      /** The canonical list address of the selection (relative to the prefix). */
      href: string;
      /** 'Volume 2, Issue 3 (2025)' or 'Volume 2, Year 2025': for the page title. */
      heading: string;
    };

/** The index query of a variant: the archive or thesis index, or the conference categories. */
export function listIndexQuery(variant: ListVariant, queries: JournalQueries): ListQuery<unknown> {
  return variant === 'conference'
    ? conferenceIndexQuery(queries)
    : archiveIndexQuery(variant, queries);
}

/**
 * Everything a list screen renders, as query options: its index and the page or search results
 * of the selection. For prefetching a list before it is shown (`queryClient.prefetchQuery`).
 */
export function prefetchTargets(
  variant: ListVariant,
  queries: JournalQueries,
  selection: ListSelection,
): ListQuery<unknown>[] {
  return [listIndexQuery(variant, queries), listPageQuery(variant, queries, selection)];
}

/** The context of a list, its index loaded into the cache (throws what the index call throws). */
export async function loadListContext(
  variant: ListVariant,
  queries: JournalQueries,
  queryClient: QueryClient,
): Promise<ListContext> {
  if (variant === 'conference') {
    const categories = await queryClient.ensureQueryData(conferenceIndexQuery(queries));
    return { variant, categories };
  }
  const index = await queryClient.ensureQueryData(archiveIndexQuery(variant, queries));
  return archiveListContext(variant, index);
}

/**
 * Fills the cache with a list's page. In the browser, a page call refused by the forwarder's rate
 * limit (429) is not thrown: the failure stays in the cache and the screen shows 'Too many
 * requests, try again in a moment.' in the list's frame. Anything else is thrown.
 */
async function ensureListPage(queryClient: QueryClient, query: ListQuery<unknown>) {
  try {
    await queryClient.ensureQueryData(query);
  } catch (error) {
    if (!(inBrowser() && isRateLimited(error))) throw error;
  }
}

/**
 * Loads a list: its index, then the selection the URL names, then that page (or the search
 * results) into `queryClient`. Failures follow the catalogue: a failing index call (and a thesis
 * or conference listing) throws for the route's error boundary; the archive listing and the
 * searches answer null when the API refuses them (a 4xx), which the screen shows as 'No Paper
 * Found'. An API that cannot be used right now (api-client's ApiUnavailable) is thrown by every
 * call, so the route answers 503 instead of an empty list.
 */
export async function loadPaperList({
  variant,
  url,
  queries,
  queryClient,
}: LoadPaperListOptions): Promise<PaperListLoad> {
  const context = await loadListContext(variant, queries, queryClient);
  const jump = jumpHref(context, url.searchParams);
  if (jump) return { kind: 'redirect', location: jump };
  const selection = parseSelection(context, url.searchParams);
  if (!selection) return { kind: 'redirect', location: listVariants[variant].indexPath };
  await ensureListPage(queryClient, listPageQuery(variant, queries, selection));
  return {
    kind: 'list',
    variant,
    selection,
    href: hrefFor(variant, selection),
    heading: listHeading(variant, selection),
  };
}
