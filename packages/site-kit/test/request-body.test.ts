// @vitest-environment node
import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readFormBody } from '../src/server/form-body.server.ts';
import { BodyTooLarge, readBodyLimited } from '../src/server/request-body.server.ts';

/** A body of `chunks` chunks of 1 KB each, counting how many the reader pulled. */
function streamedBody(chunks: number) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === chunks) return controller.close();
      pulled += 1;
      controller.enqueue(new Uint8Array(1024).fill(97));
    },
  });
  return { stream, pulled: () => pulled };
}

function post(body: BodyInit | ReadableStream, headers: Record<string, string> = {}) {
  return new Request('https://journals.example/indjece/contact-us', {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit);
}

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (isRouteErrorResponse(error)) return error.status;
    const init = (error as { init?: { status?: number } }).init;
    if (init?.status) return init.status;
    throw error;
  }
}

describe('readBodyLimited', () => {
  it('reads a body within the limit', async () => {
    const bytes = await readBodyLimited(post('hello'), 10);
    expect(new TextDecoder().decode(bytes)).toBe('hello');
  });

  it('refuses a declared length over the limit without reading the body', async () => {
    const body = streamedBody(1000);
    const request = post(body.stream, { 'content-length': String(1000 * 1024) });
    await expect(readBodyLimited(request, 4096)).rejects.toBeInstanceOf(BodyTooLarge);
    expect(body.pulled()).toBeLessThanOrEqual(1);
  });

  it('stops reading a streamed body as soon as it passes the limit', async () => {
    const body = streamedBody(100_000); // 100 MB if read whole
    await expect(readBodyLimited(post(body.stream), 4096)).rejects.toBeInstanceOf(BodyTooLarge);
    expect(body.pulled()).toBeLessThan(10);
  });
});

describe('readFormBody', () => {
  it('reads an url-encoded form and a multipart form', async () => {
    const encoded = await readFormBody(
      post('firstName=Asha&message=Hi', { 'content-type': 'application/x-www-form-urlencoded' }),
    );
    expect(encoded.get('firstName')).toBe('Asha');
    const multipart = new FormData();
    multipart.set('message', 'Hello');
    const request = new Request('https://journals.example/x', { method: 'POST', body: multipart });
    expect((await readFormBody(request)).get('message')).toBe('Hello');
  });

  it.each([
    ['no content type', {}, 'message=x', 415],
    ['JSON', { 'content-type': 'application/json' }, '{"message":"x"}', 415],
    ['plain text', { 'content-type': 'text/plain' }, 'message=x', 415],
    [
      'a multipart body without its boundary',
      { 'content-type': 'multipart/form-data' },
      'not multipart',
      400,
    ],
  ])('answers %s with a 4xx, not a 500', async (_what, headers, body, status) => {
    expect(await statusOf(readFormBody(post(body, headers)))).toBe(status);
  });

  it('answers a form larger than the limit with 413', async () => {
    const request = post('message=' + 'x'.repeat(40_000), {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(await statusOf(readFormBody(request, 32 * 1024))).toBe(413);
  });
});
