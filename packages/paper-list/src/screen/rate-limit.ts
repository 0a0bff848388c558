// A list call refused for too many requests: nginx's limit on the journal's api/ forwarder
// answers 429 (ADR 012). The client's error carries the status, or wraps an error that does
// (the catalogue's messages keep the failure as their cause).

function statusOf(value: unknown): unknown {
  return typeof value === 'object' && value !== null && 'status' in value
    ? (value as { status: unknown }).status
    : undefined;
}

function causeOf(value: unknown): unknown {
  return value instanceof Error ? value.cause : undefined;
}

/** Whether `error`, or an error it wraps, is an answer 429 (Too Many Requests). */
export function isRateLimited(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current !== undefined && depth < 5; depth += 1) {
    if (statusOf(current) === 429) return true;
    current = causeOf(current);
  }
  return false;
}

/** In the browser: the calls that go through the forwarder and its limit. */
export function inBrowser(): boolean {
  return typeof window !== 'undefined';
}

/**
 * The browser list cache's retry rule: one more try for a failed call, none for a call refused
 * for too many requests (asking again at once only adds to the load the limit is holding off;
 * the screen says so and offers Try again).
 */
export function retryUnlessRateLimited(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && !isRateLimited(error);
}

/**
 * The screen's `enabled` rule for a list's page: false while the cached call stands refused for
 * too many requests. The loader asks (once) for every list the reader opens, and Try again asks
 * through the loader again; the screen itself must not ask a second time when it changes to a
 * refused list (react-query refetches an observer's new query that has no data on a key change,
 * whatever `retryOnMount` says), which would spend the next free slot of the limit at once.
 */
export function unlessRefusedForRate(query: {
  state: { status: string; error: unknown };
}): boolean {
  return !(query.state.status === 'error' && isRateLimited(query.state.error));
}
