// The journal's query options for calls that start in the browser (a page prefetched on hover,
// a refetch): they go to the app's own api/ route, which adds the authorization value, so the
// token never reaches the browser. The keys are those of the server's options, so the cache the
// server dehydrates into a page is the cache these read.
import {
  createApiClient,
  createJournalQueries,
  type JournalQueries,
  type JournalSiteId,
} from '@journals/api-client';
import type { JournalSiteConfig } from '@journals/site-config';

const bySite = new Map<JournalSiteId, JournalQueries>();

export function browserQueries(site: Pick<JournalSiteConfig, 'id' | 'prefix'>): JournalQueries {
  let queries = bySite.get(site.id);
  if (!queries) {
    queries = createJournalQueries(createApiClient({ baseUrl: `${site.prefix}api` }), site.id);
    bySite.set(site.id, queries);
  }
  return queries;
}
