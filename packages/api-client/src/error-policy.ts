// The spec's error catalogue (section 8) as policies wrapped around calls. Only ApiErrors are
// handled; anything else (the caller's own cancellation) passes through unchanged.
import { ApiError } from './api-error.ts';

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
    if (error instanceof ApiError) logger.error(message, error);
    throw error;
  }
}

/** Failure logged with `message`; nothing (null) returned. */
export async function logAndReturnNull<T>(
  logger: Logger,
  message: string,
  run: Run<T>,
): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    logger.error(message, error);
    return null;
  }
}

/** Failure swallowed; nothing (null) returned. */
export async function returnNull<T>(run: Run<T>): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return null;
  }
}
