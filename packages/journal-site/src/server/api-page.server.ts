// The journal pages' side of site-kit's loadFromApi: what a page loads from the journal's API,
// given the page's deadline from the API's timeout. An API that cannot be used right now ends
// the loader with the 503 error screen (Retry-After, noindex), logged in one line.
import { loadFromApi } from '@journals/site-kit/server/errors/api-unavailable.server.ts';
import { site } from 'journal-site:config';
import { serverApi, type ServerApi } from './journal-api.server.ts';

export function loadJournalPage<T>(
  request: Request,
  load: (api: ServerApi) => Promise<T>,
): Promise<T> {
  const api = serverApi(site);
  return loadFromApi({ request, timeoutMs: api.timeoutMs }, () => load(api));
}
