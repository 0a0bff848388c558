// The home page's data: the latest issue (the first archive entry) and its papers. The home reads
// without the API: the latest issue is kept in the process (server/latest-issue.server.ts), so a
// slow or failing API costs at most a short wait, then the widget's error state; the page is 200.
import { aimAndScope, callForPapers } from '@journals/content';
import { siteWithEnvironment } from '@journals/site-kit/server/config/site-environment.server.ts';
import { publicOrigin } from '@journals/site-kit/server/config/public-origin.server.ts';
import { site } from 'journal-site:config';
import { periodicalJsonLd } from '@journals/discovery/structured-data/periodical';
import { serverApi } from '../../server/journal-api.server.ts';
import { latestIssue } from '../../server/latest-issue.server.ts';
import type { LatestIssue } from './home/latest-issue.ts';

export interface HomeData {
  latest: LatestIssue;
  /** The journal as a schema.org Periodical (JSON-LD), with the public origin. */
  structuredData: object[];
  /**
   * The first sentences of the aim and scope and of the call for papers: the loader reads them
   * so the home's client chunk carries neither page's text.
   */
  leads: { aimAndScope: string; callForPapers: string };
}

export async function loader(): Promise<HomeData> {
  const config = siteWithEnvironment(site);
  return {
    leads: { aimAndScope: aimAndScope(config).lead, callForPapers: callForPapers(config).lead },
    latest: await latestIssue(serverApi(site)),
    structuredData: [periodicalJsonLd(site, publicOrigin())],
  };
}
