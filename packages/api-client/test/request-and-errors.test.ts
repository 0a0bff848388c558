// What a call sends (address, headers, body) and what its failures say: messages, codes, causes,
// the chain a log line describes, and which failures mean the API cannot be used right now.
import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  callUrl,
  createApiClient,
  describeApiFailure,
  isApiError,
  isUnavailability,
  type AnswerCache,
} from '../src/index.ts';

interface SentRequest {
  url: string;
  init: RequestInit;
}

/** A fetch that records each request and answers with `status` and `body`. */
function answeringFetch(status: number, body: string) {
  const sent: SentRequest[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { fetch, sent };
}

/** The error a call rejects with. */
async function failureOf(run: () => Promise<unknown>): Promise<ApiError> {
  const error = await run().then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('the request', () => {
  it('posts JSON to the call under the base, whatever trailing slashes the base has', async () => {
    const { fetch, sent } = answeringFetch(200, JSON.stringify({ tags: [] }));
    const client = createApiClient({ baseUrl: 'http://api.test/indjece//', fetch });

    await client.archiveSuggestions({ search: '  antenna  ' }).catch(() => null);

    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('http://api.test/indjece/archiveSuggestions');
    expect(sent[0]?.init.method).toBe('POST');
    expect(sent[0]?.init.headers).toEqual({
      'Content-Type': 'application/json',
      Accept: 'application/json',
    });
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual({ search: 'antenna' });
  });

  it('callUrl joins a base and a call with one slash', () => {
    expect(callUrl('http://api.test/indjeee', 'topicsListing')).toBe(
      'http://api.test/indjeee/topicsListing',
    );
    expect(callUrl('http://api.test/indjeee///', 'topicsListing')).toBe(
      'http://api.test/indjeee/topicsListing',
    );
  });
});

describe('a refused call', () => {
  it('says the status alone when the body has no message', async () => {
    const { fetch } = answeringFetch(404, 'not json');
    const error = await failureOf(() =>
      createApiClient({ baseUrl: 'http://api.test', fetch }).blogs(),
    );

    expect(error.message).toBe('blogListing: HTTP 404');
    expect(error.status).toBe(404);
    expect(error.code).toBeNull();
  });

  it("keeps the server's code and message only when they are text", async () => {
    const texts = answeringFetch(
      400,
      JSON.stringify({ error: 'bad_slug', message: 'no such post' }),
    );
    const numbers = answeringFetch(400, JSON.stringify({ error: 42, message: 7 }));

    const named = await failureOf(() =>
      createApiClient({ baseUrl: 'http://api.test', fetch: texts.fetch }).blog({ slug: 'x' }),
    );
    const unnamed = await failureOf(() =>
      createApiClient({ baseUrl: 'http://api.test', fetch: numbers.fetch }).blog({ slug: 'x' }),
    );

    expect(named.message).toBe('blogDetails: HTTP 400: no such post');
    expect(named.code).toBe('bad_slug');
    expect(unnamed.message).toBe('blogDetails: HTTP 400');
    expect(unnamed.code).toBeNull();
  });

  it('names a network failure and keeps it as the cause', async () => {
    const cause = new TypeError('fetch failed');
    const fetch = (() => Promise.reject(cause)) as typeof globalThis.fetch;

    const error = await failureOf(() =>
      createApiClient({ baseUrl: 'http://api.test', fetch }).blogs(),
    );

    expect(error.message).toBe('blogListing: network error: fetch failed');
    expect(error.kind).toBe('network');
    expect(error.cause).toBe(cause);
  });
});

describe('errors', () => {
  it('an ApiError has a cause only when it was given one', () => {
    const cause = new Error('socket hang up');

    expect(Object.hasOwn(new ApiError('m', { kind: 'http', call: 'blogListing' }), 'cause')).toBe(
      false,
    );
    expect(new ApiError('m', { kind: 'network', call: 'blogListing', cause }).cause).toBe(cause);
  });

  it('isApiError tells an ApiError from any other error', () => {
    expect(isApiError(new ApiError('m', { kind: 'timeout', call: 'blogListing' }))).toBe(true);
    expect(isApiError(new Error('m'))).toBe(false);
    expect(isApiError('m')).toBe(false);
  });

  it('a log line follows at most four wrapped ApiErrors', () => {
    let error = new ApiError('e0', { kind: 'http', call: 'blogListing', status: 500 });
    for (const message of ['e1', 'e2', 'e3', 'e4', 'e5']) error = ApiError.wrap(message, error);

    expect(describeApiFailure(error)).toBe('e5: e4: e3: e2');
  });

  it('a log line of something that is not an error is its text', () => {
    expect(describeApiFailure('gone')).toBe('gone');
    expect(describeApiFailure(undefined)).toBe('undefined');
  });

  it('an HTTP failure without a status is an unavailable API', () => {
    expect(isUnavailability('http', null)).toBe(true);
    expect(isUnavailability('http', 404)).toBe(false);
  });

  it("passes on, without logging, a failure that is not the API's (the reader's cancellation)", async () => {
    const cancelled = new Error('reader left');
    const cache: AnswerCache = { answer: () => Promise.reject(cancelled) };
    const logger = { error: vi.fn() };
    const client = createApiClient({ baseUrl: 'http://api.test', cache, logger });

    await expect(client.indexingPartners()).rejects.toBe(cancelled);
    expect(logger.error).not.toHaveBeenCalled();
  });
});
