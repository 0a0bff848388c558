// Loader of the four paper lists (/archives, /current-issue, /thesis and /conference
// /paperlist). The area comes from the path; loadPaperList reads the selection, fills a cache for
// this request and says whether to render or redirect (no selection: the area's index page).
import { loadPaperList } from '@journals/paper-list/screen';
import type { ListSelection, ListVariant } from '@journals/paper-list/model';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { site } from 'journal-site:config';
import { paperVariantAt } from '../../papers/paper-paths.ts';
import { requestQueryClient, serverApi } from '../../server/journal-api.server.ts';

export interface PaperListData {
  variant: ListVariant;
  selection: ListSelection;
  /** The canonical list address, relative to the prefix. */
  href: string;
  heading: string;
  /** Everything the screen renders, for the browser's cache. */
  dehydratedState: DehydratedState;
}

/** `url` is the page's address (React Router removes its own `.data` suffix and parameters). */
export async function loader({ url }: LoaderFunctionArgs): Promise<PaperListData> {
  const variant = paperVariantAt(site, url.pathname, 'listPath');
  if (!variant) throw data('Not Found', { status: 404 });
  const queryClient = requestQueryClient();
  const result = await loadPaperList({ variant, url, queries: serverApi(site).queries, queryClient });
  // React Router adds the basename (the journal prefix) to the location.
  if (result.kind === 'redirect') throw redirect(result.location);
  return {
    variant,
    selection: result.selection,
    href: result.href,
    heading: result.heading,
    dehydratedState: dehydrate(queryClient),
  };
}
