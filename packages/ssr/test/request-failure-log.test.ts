// The apps' handleError: a refused request is one line without a stack; a bug is logged whole.
import {
  data,
  isRouteErrorResponse,
  UNSAFE_ErrorResponseImpl as ErrorResponseImpl,
} from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { logRequestFailure } from '../src/request-failure-log.ts';

function logger() {
  return { error: vi.fn(), warn: vi.fn() };
}

const post = () => new Request('http://localhost/indjece/faqs?x=1', { method: 'POST' });

describe('logRequestFailure', () => {
  it("logs React Router's 405 for a route without an action as one line, without its stack", () => {
    const cause = new Error(
      'You made a POST request to "/indjece/faqs" but did not provide an `action` for route "routes/FAQs", so there is no way to handle the request.',
    );
    const error = new ErrorResponseImpl(405, 'Method Not Allowed', cause, true);
    expect(isRouteErrorResponse(error)).toBe(true);
    const log = logger();
    logRequestFailure(error, post(), log);
    expect(log.error).not.toHaveBeenCalled();
    expect(log.warn).toHaveBeenCalledTimes(1);
    const [line, ...rest] = log.warn.mock.calls[0] ?? [];
    expect(rest).toEqual([]);
    expect(line).toBe(`405 POST /indjece/faqs?x=1: ${cause.message}`);
    expect(line).not.toContain('\n');
  });

  it('logs a 4xx without a cause by its status text', () => {
    const log = logger();
    logRequestFailure(new ErrorResponseImpl(400, 'Bad Request', null), post(), log);
    expect(log.warn.mock.calls).toEqual([['400 POST /indjece/faqs?x=1: Bad Request']]);
  });

  it('logs an unexpected error whole, with the request', () => {
    const log = logger();
    const bug = new TypeError('x is undefined');
    logRequestFailure(bug, post(), log);
    expect(log.warn).not.toHaveBeenCalled();
    expect(log.error.mock.calls).toEqual([['POST /indjece/faqs?x=1 failed:', bug]]);
  });

  it('logs nothing for a request the reader aborted', () => {
    const controller = new AbortController();
    controller.abort();
    const log = logger();
    const request = new Request('http://localhost/indjece/', { signal: controller.signal });
    logRequestFailure(new Error('aborted'), request, log);
    logRequestFailure(data('gone', { status: 404 }), request, log);
    expect(log.warn).not.toHaveBeenCalled();
    expect(log.error).not.toHaveBeenCalled();
  });
});
