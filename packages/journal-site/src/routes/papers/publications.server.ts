// Loader of /publications, the thesis listing: the first page of the latest thesis volume, and
// the thesis index below it. An API that cannot be used right now is the 503 error screen
// (loadJournalPage).
import type { PaperSummary } from '@journals/api-contract';
import { hrefFor, listHeading, volumeList } from '@journals/paper-list/model';
import type { LoaderFunctionArgs } from 'react-router';
import { thesisIndexEntries, type IndexYear } from '../../papers/index-entries.ts';
import { loadJournalPage } from '../../server/api-page.server.ts';
import type { ServerApi } from '../../server/journal-api.server.ts';

export interface PublicationsData {
  latest: {
    /** 'Volume 3, Year 2026' */
    heading: string;
    /** The thesis list of that volume. */
    href: string;
    papers: PaperSummary[];
    total: number;
  } | null;
  years: IndexYear[];
}

export async function loader({ request }: LoaderFunctionArgs): Promise<PublicationsData> {
  return loadJournalPage(request, latestThesisVolume);
}

async function latestThesisVolume({ client }: ServerApi): Promise<PublicationsData> {
  const index = await client.thesisIndex();
  const newest = volumeList(index).at(-1);
  if (!newest) return { latest: null, years: [] };
  const selection = {
    year: newest.year,
    volume: newest.volume,
    issue: 1,
    page: 1,
    search: '',
    conference: null,
  };
  const page = await client.thesisPapers({ year: newest.year, volume: newest.volume, page: 1 });
  return {
    latest: {
      heading: listHeading('thesis', selection),
      href: hrefFor('thesis', selection),
      papers: page.items,
      total: page.pagination.totalItems,
    },
    years: thesisIndexEntries(index),
  };
}

export { failureHeaders as headers } from '@journals/site-kit/server/errors/failure-headers.ts';
