// The API's error body, { error, message }, and the error a handler throws to send one.

export type ApiErrorCode =
  | 'invalid_request'
  | 'invalid_json'
  | 'bad_request'
  | 'unauthorized'
  | 'not_found'
  | 'method_not_allowed'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'internal_error';

export interface ApiErrorBody {
  error: ApiErrorCode;
  message: string;
}

export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: ApiErrorCode;

  constructor(statusCode: number, code: ApiErrorCode, message: string) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
  }

  toBody(): ApiErrorBody {
    return { error: this.code, message: this.message };
  }
}

export function notFound(message: string): ApiError {
  return new ApiError(404, 'not_found', message);
}
