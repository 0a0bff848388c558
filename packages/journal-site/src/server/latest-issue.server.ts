// The home page's latest issue (the first archive entry and the first page of its papers), kept
// in the process and refreshed in the background like the indexes: the home reads without the
// API, so it never waits on it for long (see home.server.ts).
import { RefreshingValue, describeApiFailure } from '@journals/api-client';
import { currentIssue } from '@journals/paper-list';
import type { LatestIssue } from '../routes/pages/home/latest-issue.ts';
import { indexFreshForMs } from './index-cache.server.ts';
import type { ServerApi } from './journal-api.server.ts';

type KnownLatestIssue = Exclude<LatestIssue, { status: 'failed' }>;

async function loadLatestIssue({ client }: ServerApi): Promise<KnownLatestIssue> {
  const slot = currentIssue(await client.archiveIndex());
  if (!slot) return { status: 'empty' };
  const page = await client.archivePapers({ ...slot, page: 1 });
  // A refused listing (the catalogue's null) is a failure to show, not an empty issue.
  if (!page) throw new Error('The latest issue was refused by the API.');
  return { status: 'ready', slot, papers: page.items, totalPapers: page.pagination.totalItems };
}

const kept = new WeakMap<ServerApi, RefreshingValue<KnownLatestIssue>>();

/** How long a home request waits for a latest issue the process does not have yet. */
export const latestIssueBudgetMs = 300;

/**
 * The latest issue the process has (a refresh started when it is stale); without one, what a load
 * brings within the budget; else 'failed', which the home shows as the widget's error state.
 */
export async function latestIssue(api: ServerApi): Promise<LatestIssue> {
  let value = kept.get(api);
  if (!value) {
    value = new RefreshingValue({
      load: () =>
        loadLatestIssue(api).catch((error: unknown) => {
          // One line per failed load (not per request), no stack.
          console.error(`Error fetching the latest issue: ${describeApiFailure(error)}`);
          throw error;
        }),
      freshForMs: indexFreshForMs,
    });
    kept.set(api, value);
  }
  return (await value.peek(latestIssueBudgetMs)) ?? { status: 'failed' };
}
