// Loader of /archives: the archive index. An API that cannot be used right now is the 503 error
// screen (loadJournalPage), shown by the root's boundary.
import { currentIssue } from '@journals/paper-list/model';
import type { LoaderFunctionArgs } from 'react-router';
import { archiveIndexEntries, type IndexYear } from '../../papers/index-entries.ts';
import { loadJournalPage } from '../../server/api-page.server.ts';

export interface ArchivesData {
  years: IndexYear[];
}

export async function loader({ request }: LoaderFunctionArgs): Promise<ArchivesData> {
  return loadJournalPage(request, async ({ client }) => {
    const index = await client.archiveIndex();
    return { years: archiveIndexEntries(index, currentIssue(index)) };
  });
}

export { failureHeaders as headers } from '@journals/site-kit/server/errors/failure-headers.ts';
