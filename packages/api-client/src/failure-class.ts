// Which failed calls mean "the API cannot be used right now" rather than "the API refused this
// request": the first make a page answer 503 (try again later), the second are the request's
// own (a 404 for an unknown id stays a 404).
/** How a call failed: an HTTP status, no answer in time, no connection, or an answer off the contract. */
export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'invalid-response';

/** Statuses of a refusal that is not about the request: auth, timeouts, rate limits. */
const unavailableClientStatuses = new Set([401, 403, 408, 425, 429]);

/**
 * True for no answer in time, no connection, a 2xx that is not JSON or breaks the contract, a
 * 5xx, and the 4xx above; false for any other 4xx (400, 404, 405, 409, 410, 422 ...).
 */
export function isUnavailability(kind: ApiErrorKind, status: number | null): boolean {
  if (kind !== 'http') return true;
  if (status === null) return true;
  return status >= 500 || unavailableClientStatuses.has(status);
}
