// The one way a page answers when its API cannot be used right now (ApiUnavailable: down, too
// slow, a 5xx, an answer that breaks the contract): HTTP 503 with Retry-After, never cached, the
// error screen with its title and robots noindex (routeMeta), and one log line saying which
// request failed and why. A refusal of the request (a 404 for an unknown id) is the loader's.
import { ApiUnavailable, describeApiFailure, isApiUnavailable } from '@journals/api-client';
import { data } from 'react-router';

/** How long a reader or crawler is asked to wait before trying again (seconds). */
export const apiRetryAfterSeconds = 120;

/** How much longer than one call's timeout a page may take, for its other calls and rendering. */
export const pageDeadlineMarginMs = 500;

/** The headers of the 503: try again in two minutes; no cache keeps the failure. */
export function apiUnavailableHeaders(): Record<string, string> {
  return { 'Retry-After': String(apiRetryAfterSeconds), 'Cache-Control': 'no-store' };
}

/** Ends the loader with the 503 error screen. */
export function throwApiUnavailable(): never {
  throw data('Service Unavailable', {
    status: 503,
    statusText: 'Service Unavailable',
    headers: apiUnavailableHeaders(),
  });
}

/**
 * Logs a failure of `what` (e.g. 'The feed could not be built'): one line for an API that cannot
 * be used right now (it is not a bug), the whole error with its stack for anything else.
 */
export function logFailure(
  what: string,
  error: unknown,
  logger: Pick<Console, 'error'> = console,
): void {
  if (isApiUnavailable(error)) logger.error(`${what}: ${describeApiFailure(error)}`);
  else logger.error(what, error);
}

export interface ApiPageOptions {
  request: Request;
  /** The API's per-call timeout: the page gives up this long (plus a margin) after it began. */
  timeoutMs: number;
  logger?: Pick<Console, 'error'>;
}

function requestLine(request: Request): string {
  const url = new URL(request.url);
  return `${request.method} ${url.pathname}${url.search}`;
}

/**
 * Runs what a page needs of the API. An ApiUnavailable, or the page's deadline passing (several
 * calls one after another), ends the loader with the 503 error screen, logged in one line:
 * `API unavailable: GET /indjece/archives: Failed to fetch archive: archiveYearListing: ...`.
 * Anything else (a redirect, a 404, a bug) passes through unchanged.
 */
export async function loadFromApi<T>(
  { request, timeoutMs, logger = console }: ApiPageOptions,
  load: () => Promise<T>,
): Promise<T> {
  const deadlineMs = timeoutMs + pageDeadlineMarginMs;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new ApiUnavailable(`the page's calls took longer than ${deadlineMs} ms`, {
            kind: 'timeout',
            call: 'page',
          }),
        ),
      deadlineMs,
    );
  });
  try {
    return await Promise.race([load(), deadline]);
  } catch (error) {
    if (!isApiUnavailable(error)) throw error;
    logger.error(`API unavailable: ${requestLine(request)}: ${describeApiFailure(error)}`);
    return throwApiUnavailable();
  } finally {
    clearTimeout(timer);
  }
}
