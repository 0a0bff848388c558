// React Router's `handleError` for every app: one log line per failed request. A refusal of the
// request (a method a route does not take, a body it cannot read: React Router's 4xx error
// responses) is the reader's mistake, not a bug: its status, the request and the reason, without
// a stack. Anything else is unexpected and logged whole, stack included. An aborted request (the
// reader went away) logs nothing, as React Router's own handler does.
import { isRouteErrorResponse, type HandleErrorFunction } from 'react-router';

function requestLine(request: Request): string {
  const url = new URL(request.url);
  return `${request.method} ${url.pathname}${url.search}`;
}

function firstLine(text: string): string {
  return text.split('\n', 1)[0] ?? '';
}

/** The log line of a refused request: '405 POST /indjece/faqs: You made a POST request ...'. */
export function refusalLine(
  error: { status: number; statusText: string; error?: Error },
  request: Request,
): string {
  const reason = error.error?.message ?? error.statusText;
  return `${error.status} ${requestLine(request)}: ${firstLine(reason)}`;
}

export function logRequestFailure(
  error: unknown,
  request: Request,
  logger: Pick<Console, 'error' | 'warn'> = console,
): void {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger.warn(refusalLine(error as Parameters<typeof refusalLine>[0], request));
    return;
  }
  logger.error(`${requestLine(request)} failed:`, error);
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  logRequestFailure(error, request);
};
