// The one error type of the client: what failed (kind), the HTTP status when there was one, and
// the call. The catalogue's messages ('Failed to fetch archive', ...) are ApiErrors too, with
// the failure they wrap as `cause`.

export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'invalid-response';

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
  override readonly name = 'ApiError';
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
    return new ApiError(message, {
      kind: cause.kind,
      call: cause.call,
      status: cause.status,
      code: cause.code,
      cause,
    });
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
