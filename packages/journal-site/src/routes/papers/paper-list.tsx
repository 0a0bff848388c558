// The paper list of an issue (archives, current issue), a thesis volume or a conference. One
// module serves the four paths; see paper-list.server.ts for its loader.
import { PaperListScreen } from '@journals/paper-list/screen';
import { sitePath } from '@journals/site-config';
import { HydrationBoundary } from '@tanstack/react-query';
import type { MetaArgs, MetaDescriptor } from 'react-router';
import { useLoaderData } from 'react-router';
import { site } from 'journal-site:config';
import { browserQueries } from '../../papers/browser-queries.ts';
import { listPageText } from '../../papers/list-meta.ts';
import { paperPageMeta } from '../../papers/page-meta.ts';
import { useRootData } from '../../root-data.ts';
import type { PaperListData } from './paper-list.server.ts';

function location(href: string) {
  const [path = '', search = ''] = sitePath(site, href).split('?');
  return { pathname: path, search: search ? `?${search}` : '' };
}

export function meta(args: MetaArgs): MetaDescriptor[] {
  const data = args.loaderData as PaperListData | undefined;
  if (!data) return paperPageMeta({ site, args });
  const text = listPageText(site, data.variant, data.selection, data.heading);
  const tags = paperPageMeta({ site, args, ...text, canonical: location(data.href) });
  // A search result is not a page of its own for search engines.
  return data.selection.search ? [...tags, { name: 'robots', content: 'noindex, follow' }] : tags;
}

export default function PaperListPage() {
  const data = useLoaderData() as PaperListData;
  const origin = useRootData()?.origin;
  return (
    <HydrationBoundary state={data.dehydratedState}>
      <PaperListScreen
        variant={data.variant}
        selection={data.selection}
        queries={browserQueries(site)}
        prefix={site.prefix}
        shareUrl={origin ? `${origin}${sitePath(site, data.href)}` : undefined}
      />
    </HydrationBoundary>
  );
}
