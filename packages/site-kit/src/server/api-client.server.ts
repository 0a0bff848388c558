// The site's API as its server sees it: one client per API base and process, with the
// authorization value (server-side only) and a short-lived cache of answers shared by every
// request (API_CACHE_MS).
import { createApiClient, type ApiClient } from '@journals/api-client';
import { createAnswerCache } from '@journals/api-client/answer-cache';
import type { SiteConfig } from '@journals/site-config';
import { readApiSettings } from './config/api-settings.server.ts';

const clients = new Map<string, ApiClient>();

export function serverApiClient(site: Pick<SiteConfig, 'id' | 'apiBasePath'>): ApiClient {
  const settings = readApiSettings(site);
  const key = `${site.id} ${settings.baseUrl}`;
  let client = clients.get(key);
  if (!client) {
    client = createApiClient({
      baseUrl: settings.baseUrl,
      authorization: settings.authorization,
      timeoutMs: settings.timeoutMs,
      cache: createAnswerCache({ ttlMs: settings.answerCacheMs }),
    });
    clients.set(key, client);
  }
  return client;
}
