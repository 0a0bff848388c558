import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from '../src/index.ts';
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

const categories = {
  Conference_CategoriesList: [{ id: '2', name: 'ICCE 2025', year: '2025', volume: 1, issue: 1 }],
};

describe('the transport', () => {
  it('POSTs JSON with the raw token to <base>/<call>', async () => {
    server = await startLocalServer((_req, res) => sendJson(res, 200, categories));
    const client = createApiClient({
      baseUrl: `${server.url}/indjece/`,
      authorization: 'secret-token',
    });

    const result = await client.conferenceCategories();

    expect(result).toEqual([{ id: 2, name: 'ICCE 2025', year: 2025, volume: 1, issue: 1 }]);
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/indjece/conferenceCategoriesFetch',
      body: '{}',
    });
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers.authorization).toBe('secret-token');
  });

  it('sends the server field names with the spec defaults', async () => {
    server = await startLocalServer((_req, res) => sendJson(res, 200, { papersList: [] }));
    const client = createApiClient({ baseUrl: `${server.url}/indjece`, authorization: 't' });

    await client.archivePapers({ year: 2025, volume: 1, issue: 2 });
    await client.searchArchive({ search: '  antenna ' });
    await client.thesisPapers({ year: 2024, volume: 1, page: 2 });

    expect(server.requests.map((r) => JSON.parse(r.body) as unknown)).toEqual([
      { year: 2025, volume: 1, issue: 2, page: 1, per_page: 5 },
      { search: 'antenna', page: 1, per_page: 100 },
      { thesis_year: 2024, thesis_volume: 1, page: 2, per_page: 10 },
    ]);
  });

  it('sends no Authorization header without a token (behind a forwarder)', async () => {
    server = await startLocalServer((_req, res) => sendJson(res, 200, categories));
    const client = createApiClient({ baseUrl: server.url });

    await client.conferenceCategories();

    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('gives a timeout ApiError when the server never answers', async () => {
    server = await startLocalServer(() => undefined);
    const client = createApiClient({ baseUrl: server.url, authorization: 't', timeoutMs: 200 });

    const error = await client.conferenceCategories().catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'timeout',
      status: null,
      call: 'conferenceCategoriesFetch',
    });
  });

  it('gives a timeout ApiError when the body stops half way', async () => {
    server = await startLocalServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"Conference_CategoriesList": [');
    });
    const client = createApiClient({ baseUrl: server.url, authorization: 't', timeoutMs: 200 });

    await expect(client.conferenceCategories()).rejects.toMatchObject({
      kind: 'timeout',
      status: 200,
    });
  });

  it('gives a network ApiError when nothing listens', async () => {
    const client = createApiClient({ baseUrl: await closedPortUrl(), authorization: 't' });

    await expect(client.conferenceCategories()).rejects.toMatchObject({
      name: 'ApiUnavailable',
      kind: 'network',
      status: null,
    });
  });

  it.each([
    ['HTML instead of JSON', '<html>Maintenance</html>', 'not JSON'],
    ['the list missing', { Conference_Categories: [] }, 'Conference_CategoriesList'],
    ['the list not an array', { Conference_CategoriesList: 'none' }, 'Conference_CategoriesList'],
    [
      'an item without a name',
      { Conference_CategoriesList: [{ id: 1, year: 2025, volume: 1, issue: 1 }] },
      'Conference_CategoriesList.0.name',
    ],
    ['null', 'null', 'body'],
  ])('gives an invalid-response ApiError for %s', async (_what, body, named) => {
    server = await startLocalServer((_req, res) => sendJson(res, 200, body));
    const client = createApiClient({ baseUrl: server.url, authorization: 't' });

    const error = await client.conferenceCategories().catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'invalid-response', status: 200 });
    expect((error as ApiError).message).toContain(named);
  });

  it('gives an http ApiError with the status and the server code and message', async () => {
    server = await startLocalServer((_req, res) =>
      sendJson(res, 400, {
        error: 'invalid_request',
        message: 'year: must be between 1900 and 2100',
      }),
    );
    const client = createApiClient({ baseUrl: server.url, authorization: 't' });

    const error = await client.conferencePapers({ id: 1 }).catch((e: unknown) => e);

    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      code: 'invalid_request',
      message: 'conferenceFetch: HTTP 400: year: must be between 1900 and 2100',
    });
  });

  it('passes the caller cancellation on unchanged, even for a call that swallows failures', async () => {
    server = await startLocalServer(() => undefined);
    const client = createApiClient({ baseUrl: server.url, authorization: 't', timeoutMs: 5_000 });
    const controller = new AbortController();

    const pending = client.searchConference({ search: 'x' }, { signal: controller.signal });
    controller.abort();

    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
