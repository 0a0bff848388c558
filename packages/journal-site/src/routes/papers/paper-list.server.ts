// Loader of the four paper lists (/archives, /current-issue, /thesis and /conference
// /paperlist) for the server render: everything the screen shows is loaded into a cache for this
// request and dehydrated into the page. In the browser the route's clientLoader takes over.
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { site } from 'journal-site:config';
import { loadListRoute, type ListRouteData } from '../../papers/load-list-route.ts';
import { requestQueryClient, serverApi } from '../../server/journal-api.server.ts';

export interface PaperListData extends ListRouteData {
  /** Everything the screen renders, for the browser's cache (null from the clientLoader). */
  dehydratedState: DehydratedState | null;
}

/** `url` is the page's address (React Router removes its own `.data` suffix and parameters). */
export async function loader({ url }: LoaderFunctionArgs): Promise<PaperListData> {
  const queryClient = requestQueryClient();
  const list = await loadListRoute(site, url, serverApi(site).queries, queryClient);
  return { ...list, dehydratedState: dehydrate(queryClient) };
}
