// The journal API as the app's server sees it: the site's client with the authorization value,
// and the react-query options built on it. One client per process; a QueryClient per request.
import { createJournalQueries, type ApiClient, type JournalQueries } from '@journals/api-client';
import { serverApiClient } from '@journals/site-kit/server/api-client.server.ts';
import type { JournalSiteConfig } from '@journals/site-config';
import { QueryClient } from '@tanstack/react-query';

export interface ServerApi {
  client: ApiClient;
  queries: JournalQueries;
}

const apis = new Map<ApiClient, ServerApi>();

export function serverApi(site: JournalSiteConfig): ServerApi {
  const client = serverApiClient(site);
  let api = apis.get(client);
  if (!api) {
    api = { client, queries: createJournalQueries(client, site.id) };
    apis.set(client, api);
  }
  return api;
}

/** A fresh cache for one request: nothing leaks between readers. */
export function requestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
}
