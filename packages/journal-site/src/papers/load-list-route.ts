// What a paper list route loads, on the server (loader, a cache per request) and in the browser
// (clientLoader, the visit's cache through the app's api/ route): the area from the path, then
// loadPaperList, which fills the cache and says whether to render or redirect.
import type { JournalQueries } from '@journals/api-client';
import type { ListSelection, ListVariant } from '@journals/paper-list/model';
import { loadPaperList } from '@journals/paper-list/screen';
import type { JournalSiteConfig } from '@journals/site-config';
import type { QueryClient } from '@tanstack/react-query';
import { data, redirect } from 'react-router';
import { paperVariantAt } from './paper-paths.ts';

export interface ListRouteData {
  variant: ListVariant;
  selection: ListSelection;
  /** The canonical list address, relative to the prefix. */
  href: string;
  heading: string;
}

/** The list `url` shows; throws a redirect (no selection: the area's index) or a 404. */
export async function loadListRoute(
  site: Pick<JournalSiteConfig, 'prefix'>,
  url: URL,
  queries: JournalQueries,
  queryClient: QueryClient,
): Promise<ListRouteData> {
  const variant = paperVariantAt(site, url.pathname, 'listPath');
  if (!variant) throw data('Not Found', { status: 404 });
  const result = await loadPaperList({ variant, url, queries, queryClient });
  // React Router adds the basename (the journal prefix) to the location.
  if (result.kind === 'redirect') throw redirect(result.location);
  return { variant, selection: result.selection, href: result.href, heading: result.heading };
}
