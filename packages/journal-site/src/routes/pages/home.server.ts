// The home page's data: the latest issue (the first archive entry) and its papers.
import { currentIssue } from '@journals/paper-list';
import { publicOrigin } from '@journals/site-kit/server/public-origin.server.ts';
import type { LoaderFunctionArgs } from 'react-router';
import { site } from 'journal-site:config';
import { periodicalJsonLd } from '../../discovery/structured-data/periodical.ts';
import { serverApi } from '../../server/journal-api.server.ts';
import type { LatestIssue } from './home/latest-issue.ts';

export interface HomeData {
  latest: LatestIssue;
  /** The journal as a schema.org Periodical (JSON-LD), with the public origin. */
  structuredData: object[];
}

export async function loader({ request }: LoaderFunctionArgs): Promise<HomeData> {
  return {
    latest: await latestIssue(),
    structuredData: [periodicalJsonLd(site, publicOrigin(request))],
  };
}

async function latestIssue(): Promise<LatestIssue> {
  const { client } = serverApi(site);
  try {
    const slot = currentIssue(await client.archiveIndex());
    if (!slot) return { status: 'empty' };
    const page = await client.archivePapers({ ...slot, page: 1 });
    if (!page) return { status: 'failed' };
    return {
      status: 'ready',
      slot,
      papers: page.items,
      totalPapers: page.pagination.totalItems,
    };
  } catch (error) {
    console.error('Error fetching the latest issue', error);
    return { status: 'failed' };
  }
}
