// Loader of the four paper lists (/archives, /current-issue, /thesis and /conference
// /paperlist) for the server render: everything the screen shows is loaded into a cache for this
// request and dehydrated into the page (the index comes from the process's cache). In the browser
// the route's clientLoader takes over. An API that cannot be used right now is the 503 error
// screen (loadJournalPage); so is a listing that fails that way (never 'No Paper Found').
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { site } from 'journal-site:config';
import { loadListRoute, type ListRouteData } from '../../papers/load-list-route.ts';
import { withoutFetchTimes } from '../../papers/page-data-time.ts';
import { loadJournalPage } from '../../server/api-page.server.ts';
import { requestQueryClient } from '../../server/journal-api.server.ts';

export interface PaperListData extends ListRouteData {
  /**
   * Everything the screen renders, for the browser's cache, without the times it was fetched
   * (null from the clientLoader).
   */
  dehydratedState: DehydratedState | null;
}

/** `url` is the page's address (React Router removes its own `.data` suffix and parameters). */
export async function loader({ request, url }: LoaderFunctionArgs): Promise<PaperListData> {
  return loadJournalPage(request, async ({ queries }) => {
    const queryClient = requestQueryClient();
    const list = await loadListRoute(site, url, queries, queryClient);
    return { ...list, dehydratedState: withoutFetchTimes(dehydrate(queryClient)) };
  });
}

export { failureHeaders as headers } from '@journals/site-kit/server/errors/failure-headers.ts';
