// Loader of /archives: the archive index. A failing index call throws 'Failed to fetch archive'
// (spec section 8), which the root error boundary shows as the error screen.
import { currentIssue } from '@journals/paper-list/model';
import { site } from 'journal-site:config';
import { archiveIndexEntries, type IndexYear } from '../../papers/index-entries.ts';
import { serverApi } from '../../server/journal-api.server.ts';

export interface ArchivesData {
  years: IndexYear[];
}

export async function loader(): Promise<ArchivesData> {
  const index = await serverApi(site).client.archiveIndex();
  return { years: archiveIndexEntries(index, currentIssue(index)) };
}
