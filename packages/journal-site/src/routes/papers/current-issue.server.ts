// Loader of /current-issue: the current issue (the first archive entry) and the whole archive,
// the current issue marked and linked to its current-issue list. An API that cannot be used
// right now is the 503 error screen (loadJournalPage).
import { currentIssue, currentIssueHref, listHeading } from '@journals/paper-list/model';
import type { LoaderFunctionArgs } from 'react-router';
import { archiveIndexEntries, type IndexYear } from '../../papers/index-entries.ts';
import { loadJournalPage } from '../../server/api-page.server.ts';

export interface CurrentIssueData {
  /** The current issue's heading and list, or null while nothing is published. */
  current: { heading: string; href: string } | null;
  years: IndexYear[];
}

export async function loader({ request }: LoaderFunctionArgs): Promise<CurrentIssueData> {
  return loadJournalPage(request, async ({ client }) => {
    const index = await client.archiveIndex();
    const slot = currentIssue(index);
    const href = currentIssueHref(index);
    return {
      current: slot ? { heading: listHeading('current-issue', slot), href } : null,
      years: archiveIndexEntries(index, slot, href),
    };
  });
}

export { failureHeaders as headers } from '@journals/site-kit/server/errors/failure-headers.ts';
