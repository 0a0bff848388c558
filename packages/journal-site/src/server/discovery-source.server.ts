// What the discovery routes (routes/resources/) hand @journals/discovery: the journal, the API
// client its pages use (serverApi: one per API and process, its indexes kept), and its pages that
// need no data to name, from the route tables in their order (the sitemap names them first).
import type { JournalSource } from '@journals/discovery/journal-source';
import { staticPagePaths } from '@journals/discovery/static-pages';
import type { JournalSiteConfig } from '@journals/site-config';
import { movedRoutes, pageRouteFiles } from '../routes/pages/route-files.ts';
import { paperRouteFiles } from '../routes/papers/route-files.ts';
import { serverApi } from './journal-api.server.ts';

export const journalStaticPagePaths: readonly string[] = staticPagePaths(
  [...Object.keys(pageRouteFiles), ...Object.keys(paperRouteFiles)],
  movedRoutes,
);

export function discoverySource(site: JournalSiteConfig): JournalSource {
  return { site, client: serverApi(site).client, staticPagePaths: journalStaticPagePaths };
}
