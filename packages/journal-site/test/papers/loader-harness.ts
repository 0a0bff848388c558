// Route loaders run against the reference API (tooling/services/journal-api) on a free port, on a fresh
// seeded database, with the app's environment pointing at it.
import { createApiClient, type ApiClient } from '@journals/api-client';
import type { JournalSiteConfig } from '@journals/site-config';
import { startJournalApi, type RunningJournalApi } from '@journals/journal-api';
import type { LoaderFunctionArgs } from 'react-router';
import { vi } from 'vitest';

export { closedPortUrl } from '@journals/journal-api';

export const token = 'journal-site-loader-test-token';
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
 * The app's server environment for `journal`: its API is `journal`'s part of the API at
 * `apiOrigin`; its public origin is `appOrigin`.
 */
export function pointAppAtApi(journal: JournalSiteConfig, apiOrigin: string): void {
  vi.stubEnv('PUBLIC_ORIGIN', appOrigin);
  vi.stubEnv(`${journal.id.toUpperCase()}_API_BASE_URL`, `${apiOrigin}${journal.apiBasePath}`);
  vi.stubEnv('API_AUTHORIZATION', token);
}

/** The arguments React Router passes a loader for a document request of `address`. */
export function loaderArgs(address: string): LoaderFunctionArgs {
  const url = new URL(address, appOrigin);
  return {
    request: new Request(url),
    url,
    params: {},
    pattern: url.pathname,
    context: {},
  } as LoaderFunctionArgs;
}

/** What a loader threw: a Response (redirect) or React Router's data() with its status. */
export async function thrownBy(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('The loader did not throw.');
}

export function statusOf(thrown: unknown): number | null {
  if (thrown instanceof Response) return thrown.status;
  if (typeof thrown === 'object' && thrown !== null && 'init' in thrown) {
    return (thrown as { init: ResponseInit | null }).init?.status ?? null;
  }
  return null;
}

/** The headers a loader's thrown Response or data() carries. */
export function headersOf(thrown: unknown): Headers {
  if (thrown instanceof Response) return thrown.headers;
  if (typeof thrown === 'object' && thrown !== null && 'init' in thrown) {
    return new Headers((thrown as { init: ResponseInit | null }).init?.headers);
  }
  return new Headers();
}
