// Which failures are an API the site cannot use right now (ApiUnavailable: the page answers 503)
// and which are the API refusing the request (a plain ApiError: a 404 stays a 404).
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, ApiUnavailable, createApiClient, describeApiFailure } from '../src/index.ts';
import {
  closedPortUrl,
  sendJson,
  startLocalServer,
  type LocalServer,
} from './support/local-server.ts';

let server: LocalServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function failureFor(status: number, body: unknown = { error: 'x' }) {
  server = await startLocalServer((_req, res) => sendJson(res, status, body));
  // The answer comes at once; the timeout only has to outlast a busy machine loading the
  // contract's readers alongside the request, so the class seen is the answer's.
  const client = createApiClient({ baseUrl: server.url, authorization: 't', timeoutMs: 10_000 });
  return client.blogs().catch((e: unknown) => e);
}

describe('the class of a failed call', () => {
  it.each([500, 502, 503, 504, 401, 403, 408, 429])(
    'an answer %i is ApiUnavailable',
    async (status) => {
      const error = await failureFor(status);
      expect(error).toBeInstanceOf(ApiUnavailable);
      expect(error).toMatchObject({ kind: 'http', status });
    },
  );

  it.each([400, 404, 405, 410, 422])('an answer %i is the request refused', async (status) => {
    const error = await failureFor(status);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(ApiUnavailable);
    expect(error).toMatchObject({ kind: 'http', status });
  });

  it.each([
    ['malformed JSON', '{"blogs": ['],
    ['JSON that breaks the contract', { blogs: 'none' }],
  ])('%s is ApiUnavailable', async (_what, body) => {
    const error = await failureFor(200, body);
    expect(error).toBeInstanceOf(ApiUnavailable);
    expect(error).toMatchObject({ kind: 'invalid-response', status: 200 });
  });

  it('no answer in time is ApiUnavailable', async () => {
    server = await startLocalServer(() => undefined);
    const client = createApiClient({ baseUrl: server.url, authorization: 't', timeoutMs: 150 });
    const error = await client.blogs().catch((e: unknown) => e);
    // Why the call ended: its timeout, not the server.
    expect(error).toBeInstanceOf(ApiUnavailable);
    expect(error).toMatchObject({ kind: 'timeout' });
  });

  it('no connection is ApiUnavailable', async () => {
    const client = createApiClient({ baseUrl: await closedPortUrl(), authorization: 't' });
    await expect(client.blogs()).rejects.toBeInstanceOf(ApiUnavailable);
  });
});

describe('describeApiFailure', () => {
  it('says in one line what failed, through the errors a catalogue message wraps', async () => {
    server = await startLocalServer(() => undefined);
    const client = createApiClient({ baseUrl: server.url, authorization: 't', timeoutMs: 100 });
    const error = await client.archiveIndex().catch((e: unknown) => e);
    const line = describeApiFailure(error);
    expect(line).toBe('Failed to fetch archive: archiveYearListing: no response within 100 ms');
    expect(line).not.toContain('\n');
  });
});
