// The end-to-end tests' config module: the only reads and writes of the environment.
/** The authorization value the test API and app share; never in any client asset. */
export const e2eAuthorization = 'e2e-publisher-secret-token-7c41';

/** Publishes the origins global setup started: the app, and the app whose API cannot be reached. */
export function publishOrigins(origins: { app: string; apiDown: string }) {
  process.env.E2E_ORIGIN = origins.app;
  process.env.E2E_API_DOWN_ORIGIN = origins.apiDown;
}

function origin(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run through \`playwright test\`.`);
  return value;
}

export function appOrigin(): string {
  return origin('E2E_ORIGIN');
}

/** The same app with API_BASE_URL on a closed port: every API call fails. */
export function apiDownOrigin(): string {
  return origin('E2E_API_DOWN_ORIGIN');
}
