// The root loader: the data every page shares (origin, contact, current-issue link); and the
// root middleware: the Cache-Control of every answer (cache-policies.ts).
import { currentIssueHref } from '@journals/paper-list/model';
import { cacheControlMiddleware } from '@journals/site-kit/caching/cache-control-middleware.server.ts';
import { siteRootData } from '@journals/site-kit/server/root-data.server.ts';
import type { LoaderFunctionArgs } from 'react-router';
import { site } from 'journal-site:config';
import { journalCachePolicies } from './cache-policies.ts';
import type { RootData } from './root-data.ts';
import { serverApi } from './server/journal-api.server.ts';

export async function loader({ request }: LoaderFunctionArgs): Promise<RootData> {
  // Without archive data the header's Current Issue link stays on the plain index (spec).
  const archive = await serverApi(site)
    .client.archiveIndex()
    .catch(() => null);
  return { ...siteRootData(site, request), currentIssueHref: currentIssueHref(archive) };
}

export const middleware = [cacheControlMiddleware(journalCachePolicies)];
