// Loader of /thesis: the thesis index (years and volumes). An API that cannot be used right now
// is the 503 error screen (loadJournalPage).
import type { LoaderFunctionArgs } from 'react-router';
import { thesisIndexEntries, type IndexYear } from '../../papers/index-entries.ts';
import { loadJournalPage } from '../../server/api-page.server.ts';

export interface ThesisIndexData {
  years: IndexYear[];
}

export async function loader({ request }: LoaderFunctionArgs): Promise<ThesisIndexData> {
  return loadJournalPage(request, async ({ client }) => ({
    years: thesisIndexEntries(await client.thesisIndex()),
  }));
}

export { failureHeaders as headers } from '@journals/site-kit/server/errors/failure-headers.ts';
