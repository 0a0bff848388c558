// @vitest-environment node
// The one answer of a page whose API cannot be used: a 503 with Retry-After, never cached,
// logged in one line; and the route headers that carry it to the reader.
import { ApiError, ApiUnavailable } from '@journals/api-client';
import { data } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  loadFromApi,
  logFailure,
  pageDeadlineMarginMs,
} from '../src/server/errors/api-unavailable.server.ts';
import { failureHeaders } from '../src/server/errors/failure-headers.ts';

const request = new Request('https://journal.example/indjece/archives?year=2025', {
  method: 'GET',
});

function initOf(thrown: unknown): ResponseInit {
  return (thrown as { init: ResponseInit }).init;
}

async function thrownBy(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('Nothing was thrown.');
}

// A test that fails half way must not leave the fake clock to the next.
afterEach(() => {
  vi.useRealTimers();
});
describe('loadFromApi', () => {
  it('answers what the load answers', async () => {
    await expect(loadFromApi({ request, timeoutMs: 100 }, async () => 'page')).resolves.toBe(
      'page',
    );
  });

  it('turns ApiUnavailable into a 503 with Retry-After and no-store, logged in one line', async () => {
    const logger = { error: vi.fn() };
    const unavailable = new ApiUnavailable('archiveYearListing: HTTP 500', {
      kind: 'http',
      call: 'archiveYearListing',
      status: 500,
    });

    const thrown = await thrownBy(() =>
      loadFromApi({ request, timeoutMs: 100, logger }, () => Promise.reject(unavailable)),
    );

    expect(initOf(thrown).status).toBe(503);
    expect(new Headers(initOf(thrown).headers).get('Retry-After')).toBe('120');
    expect(new Headers(initOf(thrown).headers).get('Cache-Control')).toBe('no-store');
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith(
      'API unavailable: GET /indjece/archives?year=2025: archiveYearListing: HTTP 500',
    );
  });

  it('gives up at the timeout plus its margin when calls follow one another', async () => {
    vi.useFakeTimers();
    const logger = { error: vi.fn() };
    let settled = false;
    const pending = thrownBy(() =>
      loadFromApi({ request, timeoutMs: 100, logger }, () => new Promise(() => undefined)),
    ).finally(() => {
      settled = true;
    });

    await vi.advanceTimersByTimeAsync(100 + pageDeadlineMarginMs - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    vi.useRealTimers();
    const thrown = await pending;
    expect(initOf(thrown).status).toBe(503);
    expect(logger.error).toHaveBeenCalledWith(
      expect.stringMatching(
        /^API unavailable: GET \/indjece\/archives\?year=2025: the page's calls took longer than/,
      ),
    );
  });

  it.each([
    ['a 404 page', data('Not Found', { status: 404 })],
    [
      'a request the API refused',
      new ApiError('blog: HTTP 404', { kind: 'http', call: 'blog', status: 404 }),
    ],
    ['a bug', new TypeError('x is undefined')],
  ])('passes %s through unchanged, without a log', async (_what, failure) => {
    const logger = { error: vi.fn() };
    const thrown = await thrownBy(() =>
      loadFromApi({ request, timeoutMs: 100, logger }, () => Promise.reject(failure)),
    );
    expect(thrown).toBe(failure);
    expect(logger.error).not.toHaveBeenCalled();
  });
});

describe('logFailure', () => {
  it('logs an unavailable API in one line and a bug with its stack', () => {
    const logger = { error: vi.fn() };
    const bug = new TypeError('x is undefined');
    logFailure(
      'The feed could not be built',
      new ApiUnavailable('a: HTTP 503', { kind: 'http', call: 'a', status: 503 }),
      logger,
    );
    logFailure('The feed could not be built', bug, logger);
    expect(logger.error.mock.calls).toEqual([
      ['The feed could not be built: a: HTTP 503'],
      ['The feed could not be built', bug],
    ]);
  });
});

describe('failureHeaders', () => {
  it("passes a failure's Retry-After and Cache-Control on, and nothing else", () => {
    const errorHeaders = new Headers({
      'Retry-After': '120',
      'Cache-Control': 'no-store',
      'X-Internal': 'secret',
    });
    const headers = failureHeaders({ errorHeaders });
    expect([...headers.entries()]).toEqual([
      ['cache-control', 'no-store'],
      ['retry-after', '120'],
    ]);
  });

  it('adds nothing to a page that rendered', () => {
    expect([...failureHeaders({ errorHeaders: undefined }).entries()]).toEqual([]);
  });
});
