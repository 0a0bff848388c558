// Loader of /current-issue: the current issue (the first archive entry) and the whole archive,
// the current issue marked and linked to its current-issue list.
import { currentIssue, currentIssueHref, listHeading } from '@journals/paper-list/model';
import { site } from 'journal-site:config';
import { archiveIndexEntries, type IndexYear } from '../../papers/index-entries.ts';
import { serverApi } from '../../server/journal-api.server.ts';

export interface CurrentIssueData {
  /** The current issue's heading and list, or null while nothing is published. */
  current: { heading: string; href: string } | null;
  years: IndexYear[];
}

export async function loader(): Promise<CurrentIssueData> {
  const index = await serverApi(site).client.archiveIndex();
  const slot = currentIssue(index);
  const href = currentIssueHref(index);
  return {
    current: slot ? { heading: listHeading('current-issue', slot), href } : null,
    years: archiveIndexEntries(index, slot, href),
  };
}
