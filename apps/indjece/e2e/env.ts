// The end-to-end tests' config module: the only reads and writes of the environment.
/** The authorization value the test API and app share; never in any client asset. */
export const e2eAuthorization = 'e2e-indjece-secret-token-3f9a';

export function publishOrigin(origin: string, apiDownOrigin: string) {
  process.env.E2E_ORIGIN = origin;
  process.env.E2E_API_DOWN_ORIGIN = apiDownOrigin;
}

export function appOrigin(): string {
  const origin = process.env.E2E_ORIGIN;
  if (!origin) throw new Error('E2E_ORIGIN is not set: run through `playwright test`.');
  return origin;
}

/** The same app in front of an API that refuses every connection (the API is down). */
export function apiDownOrigin(): string {
  const origin = process.env.E2E_API_DOWN_ORIGIN;
  if (!origin) throw new Error('E2E_API_DOWN_ORIGIN is not set: run through `playwright test`.');
  return origin;
}
