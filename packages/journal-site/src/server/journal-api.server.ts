// The journal API as the app's server sees it: a client with the authorization value, and the
// react-query options built on it. One client per process; a QueryClient per request.
import {
  createApiClient,
  createJournalQueries,
  type ApiClient,
  type JournalQueries,
} from '@journals/api-client';
import type { JournalSiteConfig } from '@journals/site-config';
import { QueryClient } from '@tanstack/react-query';
import { readApiSettings } from '../config/api-settings.server.ts';

export interface ServerApi {
  client: ApiClient;
  queries: JournalQueries;
}

const apis = new Map<string, ServerApi>();

export function serverApi(site: JournalSiteConfig): ServerApi {
  const settings = readApiSettings(site);
  const key = `${site.id} ${settings.baseUrl}`;
  let api = apis.get(key);
  if (!api) {
    const client = createApiClient({
      baseUrl: settings.baseUrl,
      authorization: settings.authorization,
      timeoutMs: settings.timeoutMs,
    });
    api = { client, queries: createJournalQueries(client, site.id) };
    apis.set(key, api);
  }
  return api;
}

/** A fresh cache for one request: nothing leaks between readers. */
export function requestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
}
