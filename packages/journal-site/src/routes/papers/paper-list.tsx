// The paper list of an issue (archives, current issue), a thesis volume or a conference. One
// module serves the four paths. The first page comes from the server (paper-list.server.ts);
// later lists load in the browser over the visit's cache (clientLoader), so the index is asked
// for once and a page prefetched on hover opens at once. It hydrates: the share dialog, the
// search's suggestions and the client-side list changes need the script. The server serves its
// paper cards rendered once per paper version (ADR 026).
import { PaperListScreen } from '@journals/paper-list/screen';
import { sitePath } from '@journals/site-config';
import { HydrationBoundary, QueryClientProvider } from '@tanstack/react-query';
import type { ClientLoaderFunctionArgs, MetaArgs, MetaDescriptor } from 'react-router';
import { useLoaderData } from 'react-router';
import { useMemo } from 'react';
import { site } from 'journal-site:config';
import { browserQueries } from '../../papers/browser-queries.ts';
import { cachedPaperCard } from '../../papers/cached-paper-card.tsx';
import { browserListQueryClient, useListQueryClient } from '../../papers/list-query-client.ts';
import { listPageText } from '../../papers/list-meta.ts';
import { fetchedAt } from '../../papers/page-data-time.ts';
import { loadListRoute } from '../../papers/load-list-route.ts';
import { paperPageMeta } from '../../papers/page-meta.ts';
import { useRootData } from '../../root-data.ts';
import type { JournalRouteHandle } from '../../layout/route-handle.ts';
import type { PaperListData } from './paper-list.server.ts';

export const handle: JournalRouteHandle = { hydrate: true };

export async function clientLoader({ url }: ClientLoaderFunctionArgs): Promise<PaperListData> {
  const list = await loadListRoute(site, url, browserQueries(site), browserListQueryClient());
  return { ...list, dehydratedState: null };
}

function location(href: string) {
  const [pathname = '', search = ''] = href.split('?');
  return { pathname, search: search ? `?${search}` : '' };
}

export function meta(args: MetaArgs<typeof clientLoader>): MetaDescriptor[] {
  const data = args.loaderData;
  if (!data) return paperPageMeta({ site, args });
  const text = listPageText(site, data.variant, data.selection, data.heading);
  // A search result is not a page of its own for search engines.
  return paperPageMeta({
    site,
    args,
    ...text,
    canonical: location(data.href),
    indexable: !data.selection.search,
  });
}

export default function PaperListPage() {
  const data = useLoaderData<typeof clientLoader>();
  const queryClient = useListQueryClient();
  const origin = useRootData()?.origin;
  // The page's data counts as fetched when the page arrived (./page-data-time.ts); the server's
  // render hydrates it into a cache of its own, where the time matters to nothing.
  const dehydratedState = useMemo(
    () => (data.dehydratedState ? fetchedAt(data.dehydratedState, Date.now()) : undefined),
    [data.dehydratedState],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={dehydratedState}>
        <PaperListScreen
          variant={data.variant}
          selection={data.selection}
          queries={browserQueries(site)}
          prefix={site.prefix}
          shareUrl={origin ? `${origin}${sitePath(site, data.href)}` : undefined}
          // The client build drops the server's card cache (a constant condition, ADR 026).
          cachedCard={import.meta.env.SSR ? cachedPaperCard : undefined}
        />
      </HydrationBoundary>
    </QueryClientProvider>
  );
}

// The route's server half: React Router keeps it out of the browser's build.
export { headers, loader } from './paper-list.server.ts';
