// @vitest-environment node
// The api/ forwarder refuses what it must not forward before it reaches the API (whose address
// here accepts no connection: any attempt to forward would answer 504, not the codes below).
import { describe, expect, it } from 'vitest';
import { forwardApiCall } from '../src/server/api-forwarder.server.ts';

const settings = {
  baseUrl: 'http://127.0.0.1:9/indjece',
  authorization: 'forwarder-test-token',
  timeoutMs: 1_000,
  fileTimeoutMs: 1_000,
  answerCacheMs: 0,
};

function call(
  name: string,
  init: { method?: string; body?: BodyInit | ReadableStream; type?: string } = {},
) {
  const request = new Request(`https://journals.example/indjece/api/${name}`, {
    method: init.method ?? 'POST',
    ...(init.body === undefined ? {} : { body: init.body, duplex: 'half' }),
    headers: init.type ? { 'content-type': init.type } : {},
  } as RequestInit);
  return forwardApiCall(name, request, settings);
}

describe('forwardApiCall refuses', () => {
  it.each([
    ['a call browsers may not make', 'archivePaperNew', {}, 404],
    ['another method than POST', 'searchArchive', { method: 'GET' }, 405],
    [
      'a body that is not JSON by its type',
      'searchArchive',
      { body: '{}', type: 'text/plain' },
      415,
    ],
    [
      'JSON that does not parse',
      'searchArchive',
      { body: '{"search":', type: 'application/json' },
      400,
    ],
    [
      'a payload the contract refuses',
      'archivePaperListing',
      { body: '{"year":"x"}', type: 'application/json; charset=utf-8' },
      400,
    ],
  ])('%s', async (_what, name, init, status) => {
    const response = await call(name, init);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.text()).not.toContain(settings.authorization);
  });

  it('a body over 4 KB while it streams, without reading the rest of it', async () => {
    let pulled = 0;
    const hundredMegabytes = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 100_000) return controller.close();
        controller.enqueue(new Uint8Array(1024).fill(32));
      },
    });

    const response = await call('searchArchive', {
      body: hundredMegabytes,
      type: 'application/json',
    });

    expect(response.status).toBe(413);
    expect(pulled).toBeLessThan(10);
  });
});
