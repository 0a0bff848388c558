// The papers a journal's feeds carry: the current issue's (the first archive entry), or the
// latest papers (the newest issues' papers, up to `latestCount`), each with its abstract from
// the paper's details when the API gives it.
import type { ApiClient } from '@journals/api-client';
import type { ArchiveIndex, PaperSummary } from '@journals/api-contract';
import { currentIssue, type IssueSlot } from '@journals/paper-list/model';
import { htmlToText, summary } from '../paper/plain-text.ts';

import type { FeedName } from './feed-links.ts';

export type { FeedName };
export const feedNames: readonly FeedName[] = ['latest', 'current-issue'];
export const latestCount = 20;

export interface FeedPaper {
  summary: PaperSummary;
  /** Plain text of the abstract, cut to a paragraph ('' when there is none). */
  abstract: string;
}

export interface FeedPapers {
  /** The current issue, for the current-issue feed's title. */
  slot: IssueSlot | null;
  papers: FeedPaper[];
}

function newestFirst(index: ArchiveIndex): IssueSlot[] {
  return index.flatMap(({ year, volumes }) =>
    [...volumes]
      .reverse()
      .flatMap(({ volume, issues }) =>
        [...issues].reverse().map((issue) => ({ year, volume, issue })),
      ),
  );
}

async function issuePapers(client: ApiClient, slot: IssueSlot, limit: number) {
  const papers: PaperSummary[] = [];
  for (let page = 1; papers.length < limit; page += 1) {
    const { items, pagination } = await client.call('archivePaperListing', {
      ...slot,
      page,
      per_page: 100,
    });
    papers.push(...items);
    if (page >= pagination.totalPages || items.length === 0) break;
  }
  return papers.slice(0, limit);
}

async function withAbstracts(client: ApiClient, papers: PaperSummary[]): Promise<FeedPaper[]> {
  const result: FeedPaper[] = [];
  // Four at a time: the feed is built once per quarter hour, not per reader.
  for (let start = 0; start < papers.length; start += 4) {
    const batch = papers.slice(start, start + 4);
    const details = await Promise.all(
      batch.map((paper) => client.paperDetails({ paperId: paper.id }).catch(() => null)),
    );
    batch.forEach((paper, index) => {
      const abstract = details[index]?.abstract ?? '';
      result.push({ summary: paper, abstract: summary(htmlToText(abstract), 600) });
    });
  }
  return result;
}

export async function feedPapers(client: ApiClient, feed: FeedName): Promise<FeedPapers> {
  const index = await client.call('archiveYearListing', {});
  const slot = currentIssue(index);
  if (!slot) return { slot: null, papers: [] };
  if (feed === 'current-issue') {
    return { slot, papers: await withAbstracts(client, await issuePapers(client, slot, 500)) };
  }
  const latest: PaperSummary[] = [];
  for (const issue of newestFirst(index)) {
    if (latest.length >= latestCount) break;
    latest.push(...(await issuePapers(client, issue, latestCount - latest.length)));
  }
  return { slot, papers: await withAbstracts(client, latest) };
}
