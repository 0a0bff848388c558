// The spec's error catalogue (section 8) as policies wrapped around calls. The catalogue's
// "log and return nothing" covers the API refusing a request (a 4xx): an API that cannot be used
// right now (ApiUnavailable) is always thrown, so the page answers 503 instead of an empty list
// that looks like the truth. Logs are one line each, without a stack. Anything that is not an
// ApiError (the caller's own cancellation) passes through unchanged.
import { ApiError, describeApiFailure, isApiUnavailable } from './api-error.ts';

export interface Logger {
  error(...values: unknown[]): void;
}

/** The messages of the catalogue. */
export const catalogueMessages = {
  archive: 'Failed to fetch archive',
  thesis: 'Failed to fetch Thesis',
  listing: 'Error fetching artical data',
  index: 'Error fetching index',
} as const;

type Run<T> = () => Promise<T>;

/** The catalogue's log line: its message, then what failed. */
export function logFailure(logger: Logger, message: string, error: ApiError): void {
  logger.error(`${message}: ${describeApiFailure(error)}`);
}

/** Failure rethrown as an ApiError with `message` and the failure as its cause. */
export async function throwAs<T>(message: string, run: Run<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw error instanceof ApiError ? ApiError.wrap(message, error) : error;
  }
}

/** Failure logged with `message`, then rethrown as it is. */
export async function logAndRethrow<T>(logger: Logger, message: string, run: Run<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError) logFailure(logger, message, error);
    throw error;
  }
}

/** A refused request logged with `message`; nothing (null) returned. Unavailability thrown. */
export async function logAndReturnNull<T>(
  logger: Logger,
  message: string,
  run: Run<T>,
): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof ApiError) || isApiUnavailable(error)) throw error;
    logFailure(logger, message, error);
    return null;
  }
}

/** A refused request swallowed; nothing (null) returned. Unavailability thrown. */
export async function returnNull<T>(run: Run<T>): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof ApiError) || isApiUnavailable(error)) throw error;
    return null;
  }
}
