// The journal as the discovery routes read it, handed to each by the app that serves it: the
// journal's config, its API client as the app's server uses it, and its pages that need no data
// to name. The package knows neither the app's server nor its route table.
import type { ApiClient } from '@journals/api-client';
import type { JournalSiteConfig } from '@journals/site-config';

export interface JournalSource {
  site: JournalSiteConfig;
  /** The app's client of the journal's API: one per API and process (the shared walk's key). */
  client: ApiClient;
  /** The pages the sitemap names before the records, in its order (static-pages.ts). */
  staticPagePaths: readonly string[];
}
