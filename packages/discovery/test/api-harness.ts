// The discovery routes against the reference API (tooling/services/journal-api) on a free port, on a fresh
// seeded database, with the server's environment pointing at it; and the journal as an app hands
// it to the routes.
import { createApiClient, type ApiClient } from '@journals/api-client';
import type { JournalSiteConfig } from '@journals/site-config';
import { startJournalApi, type RunningJournalApi } from '@journals/journal-api';
import { serverApiClient } from '@journals/site-kit/server/api-client.server.ts';
import { vi } from 'vitest';
import type { JournalSource } from '../src/journal-source.ts';
import { staticPagePaths } from '../src/static-pages.ts';

export { closedPortUrl } from '@journals/journal-api';

export const token = 'discovery-test-token';
export const appOrigin = 'http://journal.test';

export interface ApiHarness {
  api: RunningJournalApi;
  /** A client of the same API, to pick real ids for the tests. */
  client: ApiClient;
  stop(): Promise<void>;
}

/** The reference API on a fresh database, and a client of `journal`'s part of it. */
export async function startApi(journal: JournalSiteConfig): Promise<ApiHarness> {
  const api = await startJournalApi({ port: 0, dataDir: 'temporary', authorization: token });
  const client = createApiClient({
    baseUrl: `${api.url}${journal.apiBasePath}`,
    authorization: token,
  });
  return {
    api,
    client,
    stop: () => api.close(),
  };
}

/**
 * The server's environment for `journal`: its API is `journal`'s part of the API at `apiOrigin`;
 * its public origin is `appOrigin`.
 */
export function pointAppAtApi(journal: JournalSiteConfig, apiOrigin: string): void {
  vi.stubEnv('PUBLIC_ORIGIN', appOrigin);
  vi.stubEnv(`${journal.id.toUpperCase()}_API_BASE_URL`, `${apiOrigin}${journal.apiBasePath}`);
  vi.stubEnv('API_AUTHORIZATION', token);
}

/**
 * A journal's page routes in the order of a journal app's route table (journal-site's), the
 * parameterized, list, details, moved and catch-all routes among them.
 */
export const journalRoutePaths = [
  '/',
  '/aim-and-scope',
  '/editorial-board',
  '/editorial-board/:slug',
  '/blogs',
  '/blogs/:slug',
  '/blogs/tag/:slug',
  '/tag/:slug',
  '/contact-us',
  '/*',
  '/archives',
  '/archives/paperlist',
  '/archives/paper-details',
  '/thesis',
  '/thesis/paperlist',
  '/thesis/paper-details',
  '/publications',
];

/** The pages of those routes the sitemap names first. */
export const journalPagePaths = staticPagePaths(journalRoutePaths, {
  '/tag/:slug': '/blogs/:slug',
});

/**
 * `journal` as an app hands it to the discovery routes: the server's client of the API the
 * environment names (one per API and process, as the app's), and the pages above.
 */
export function journalSource(journal: JournalSiteConfig): JournalSource {
  return { site: journal, client: serverApiClient(journal), staticPagePaths: journalPagePaths };
}
