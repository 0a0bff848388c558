// The journal API as the app's server sees it: the site's client with the authorization value,
// its indexes kept in the process (index-cache.server.ts), and the react-query options built on
// it. One client per process; a QueryClient per request.
import { createJournalQueries, type ApiClient, type JournalQueries } from '@journals/api-client';
import { readApiSettings } from '@journals/site-kit/server/config/api-settings.server.ts';
import { serverApiClient } from '@journals/site-kit/server/api-client.server.ts';
import type { JournalSiteConfig } from '@journals/site-config';
import { QueryClient } from '@tanstack/react-query';
import { createIndexCache, withCachedIndexes, type IndexCache } from './index-cache.server.ts';

export interface ServerApi {
  /** The client, its three index calls answered from `indexes`. */
  client: ApiClient;
  queries: JournalQueries;
  /** The archive index, thesis index and conference list, kept in the process. */
  indexes: IndexCache;
  /** The API's per-call timeout (API_TIMEOUT_MS). */
  timeoutMs: number;
}

const apis = new Map<ApiClient, ServerApi>();

export function serverApi(site: JournalSiteConfig): ServerApi {
  const direct = serverApiClient(site);
  let api = apis.get(direct);
  if (!api) {
    const indexes = createIndexCache(direct);
    const client = withCachedIndexes(direct, indexes);
    api = {
      client,
      queries: createJournalQueries(client, site.id),
      indexes,
      timeoutMs: readApiSettings(site).timeoutMs,
    };
    apis.set(direct, api);
  }
  return api;
}

/** A fresh cache for one request: nothing leaks between readers. */
export function requestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
}
