// The end-to-end tests' config module: the only reads and writes of the environment.
/** The authorization value the test API and app share; never in any client asset. */
export const e2eAuthorization = 'e2e-indjece-secret-token-3f9a';

export function publishOrigin(origin: string) {
  process.env.E2E_ORIGIN = origin;
}

export function appOrigin(): string {
  const origin = process.env.E2E_ORIGIN;
  if (!origin) throw new Error('E2E_ORIGIN is not set: run through `playwright test`.');
  return origin;
}
