// Express's last error handler: a request Express itself refused before any app saw it (a path
// whose percent-encoding does not decode, a body parser's complaint) gets its 4xx as plain text
// and one log line, not Express's default stack trace per request. Anything else is a 500 with
// the error logged whole.
import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler } from 'express';

function statusOf(error: unknown): number {
  if (typeof error !== 'object' || error === null) return 500;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const value = typeof status === 'number' ? status : statusCode;
  return typeof value === 'number' && value >= 400 && value < 600 ? value : 500;
}

function messageOf(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.split('\n', 1)[0] ?? '';
}

export function answerRequestErrors(
  logger: Pick<Console, 'error' | 'warn'> = console,
): ErrorRequestHandler {
  return (error: unknown, request, response, next) => {
    const status = statusOf(error);
    const line = `${status} ${request.method} ${request.originalUrl}`;
    if (status < 500) logger.warn(`${line}: ${messageOf(error)}`);
    else logger.error(`${line} failed:`, error);
    if (response.headersSent) {
      next(error);
      return;
    }
    const answer = () =>
      response
        .status(status)
        .set('Cache-Control', 'no-store')
        .type('text/plain')
        .send(STATUS_CODES[status] ?? 'Error');
    // Read what is left of the body first (as Express's own handler does): answering before it
    // would leave its bytes on a keep-alive connection, and the client's next request would fail.
    if (request.complete) {
      answer();
      return;
    }
    request.once('end', answer);
    request.resume();
  };
}
