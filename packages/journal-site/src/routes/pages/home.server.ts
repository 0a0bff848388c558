// The home page's data: the latest issue (the first archive entry) and its papers.
import { currentIssue } from '@journals/paper-list';
import { site } from 'journal-site:config';
import { serverApi } from '../../server/journal-api.server.ts';
import type { LatestIssue } from './home/latest-issue.ts';

export async function loader(): Promise<{ latest: LatestIssue }> {
  const { client } = serverApi(site);
  try {
    const slot = currentIssue(await client.archiveIndex());
    if (!slot) return { latest: { status: 'empty' } };
    const page = await client.archivePapers({ ...slot, page: 1 });
    if (!page) return { latest: { status: 'failed' } };
    return {
      latest: {
        status: 'ready',
        slot,
        papers: page.items,
        totalPapers: page.pagination.totalItems,
      },
    };
  } catch (error) {
    console.error('Error fetching the latest issue', error);
    return { latest: { status: 'failed' } };
  }
}
