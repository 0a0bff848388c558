// The root loader: the data every page shares (origin, contact, current-issue link). It never
// waits on the API: the archive index behind the Current Issue link is kept in the process and
// refreshed in the background; with none yet, the first request waits at most a short budget,
// then the link stays on the plain index (spec: "with no archive data it goes to plain
// current-issue").
// The root middleware: the Cache-Control of every answer (cache-policies.ts).
import { currentIssueHref } from '@journals/paper-list/model';
import { cacheControlMiddleware } from '@journals/site-kit/server/caching/cache-control-middleware.server.ts';
import { siteRootData } from '@journals/site-kit/server/root-data.server.ts';
import type { SiteRootData } from '@journals/site-kit/ui/root-data';
import { site } from 'journal-site:config';
import { journalCachePolicies } from './cache-policies.ts';
import { serverApi } from './server/journal-api.server.ts';

/** What the root loader hands every page (root-data.ts reads it in components). */
export interface RootData extends SiteRootData {
  /** The header's Current Issue target, from the first archive entry. */
  currentIssueHref: string;
}

/** How long a request waits for an archive index the process does not have yet. */
const currentIssueBudgetMs = 300;

export async function loader(): Promise<RootData> {
  const archive = await serverApi(site).indexes.archive.peek(currentIssueBudgetMs);
  return { ...siteRootData(site), currentIssueHref: currentIssueHref(archive) };
}

export const middleware = [cacheControlMiddleware(journalCachePolicies)];

// A paper route's failure shows in the root's boundary: its 503 headers pass through here.
export { failureHeaders as headers } from '@journals/site-kit/server/errors/failure-headers.ts';
