// The errors of the client: what failed (kind), the HTTP status when there was one, and the
// call. `ApiUnavailable` is the ApiError of an API the site cannot use right now (no answer in
// time, no connection, a 5xx, an answer that breaks the contract): nothing the reader asked was
// wrong, so a page answers 503 and asks to be retried. Any other ApiError is the API refusing the
// request itself (404 or 400: no such item). The catalogue's messages ('Failed to fetch
// archive', ...) are errors of the same class, with the failure they wrap as `cause`.
import { isUnavailability, type ApiErrorKind } from './failure-class.ts';

export type { ApiErrorKind };

export interface ApiErrorDetails {
  kind: ApiErrorKind;
  /** The call path without the slash, e.g. 'archivePaperListing'. */
  call: string;
  /** The HTTP status; null when no response arrived (timeout, network). */
  status?: number | null;
  /** The server's error code (`{ "error": "unauthorized" }`), when it sent one. */
  code?: string | null;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly call: string;
  readonly status: number | null;
  readonly code: string | null;

  constructor(message: string, details: ApiErrorDetails) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = details.kind;
    this.call = details.call;
    this.status = details.status ?? null;
    this.code = details.code ?? null;
  }

  /** The same failure under another message (the catalogue's), keeping it as the cause. */
  static wrap(message: string, cause: ApiError): ApiError {
    return apiError(message, {
      kind: cause.kind,
      call: cause.call,
      status: cause.status,
      code: cause.code,
      cause,
    });
  }
}

/** An API the site cannot use right now: the page answers 503 with Retry-After. */
export class ApiUnavailable extends ApiError {
  override readonly name = 'ApiUnavailable';
}

/** The error of a failed call, of the class its kind and status say. */
export function apiError(message: string, details: ApiErrorDetails): ApiError {
  return isUnavailability(details.kind, details.status ?? null)
    ? new ApiUnavailable(message, details)
    : new ApiError(message, details);
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

export function isApiUnavailable(value: unknown): value is ApiUnavailable {
  return value instanceof ApiUnavailable;
}

/**
 * One line saying what failed, for a log: the messages of the error and the ApiErrors it wraps,
 * e.g. 'Failed to fetch archive: archiveYearListing: no response within 8000 ms'. No stack.
 */
export function describeApiFailure(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  while (current instanceof Error && parts.length < 4) {
    parts.push(current.message);
    // An ApiError's own message already says what its non-ApiError cause was.
    current =
      current instanceof ApiError && current.cause instanceof ApiError ? current.cause : undefined;
  }
  return parts.length > 0 ? parts.join(': ') : String(error);
}
