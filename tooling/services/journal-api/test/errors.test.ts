import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, token } from './support/test-server.ts';
import type { PostOptions, TestServer } from './support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

const listing = '/indjece/archivePaperListing';
const valid = { year: 2025, volume: 2, issue: 3, page: 1, per_page: 5 };

interface ErrorCase {
  name: string;
  path: string;
  body?: unknown;
  options?: PostOptions;
  status: number;
  error: string;
  /** Text the message must contain: the field it names. */
  names: string;
}

const cases: ErrorCase[] = [
  {
    name: 'GET on a call',
    path: listing,
    options: { method: 'GET', contentType: null },
    status: 405,
    error: 'method_not_allowed',
    names: 'GET',
  },
  {
    name: 'PUT on a call',
    path: listing,
    body: valid,
    options: { method: 'PUT' },
    status: 405,
    error: 'method_not_allowed',
    names: 'PUT',
  },
  {
    name: 'DELETE on a call',
    path: listing,
    options: { method: 'DELETE', contentType: null },
    status: 405,
    error: 'method_not_allowed',
    names: 'DELETE',
  },
  {
    name: 'POST on a file',
    path: '/indjece/files/papers/1.pdf',
    body: {},
    status: 405,
    error: 'method_not_allowed',
    names: 'POST',
  },
  {
    name: 'a text body',
    path: listing,
    options: { contentType: 'text/plain', rawBody: 'year=2025' },
    status: 415,
    error: 'unsupported_media_type',
    names: 'content-type',
  },
  {
    name: 'a form body',
    path: listing,
    options: { contentType: 'application/x-www-form-urlencoded', rawBody: 'year=2025' },
    status: 415,
    error: 'unsupported_media_type',
    names: 'content-type',
  },
  {
    name: 'malformed JSON',
    path: listing,
    options: { rawBody: '{"year": 2025,' },
    status: 400,
    error: 'invalid_json',
    names: 'body',
  },
  {
    name: 'JSON with a poisoned prototype',
    path: listing,
    options: { rawBody: '{"__proto__": {"admin": true}}' },
    status: 400,
    error: 'invalid_json',
    names: 'body',
  },
  {
    name: 'an array body',
    path: listing,
    body: [1, 2],
    status: 400,
    error: 'invalid_request',
    names: 'body',
  },
  {
    name: 'a null body',
    path: listing,
    options: { rawBody: 'null' },
    status: 400,
    error: 'invalid_request',
    names: 'body',
  },
  {
    name: 'a number body',
    path: listing,
    options: { rawBody: '42' },
    status: 400,
    error: 'invalid_request',
    names: 'body',
  },
  {
    name: 'a missing field',
    path: listing,
    body: { year: 2025, volume: 2 },
    status: 400,
    error: 'invalid_request',
    names: 'issue',
  },
  {
    name: 'an extra field',
    path: listing,
    body: { ...valid, sort: 'title' },
    status: 400,
    error: 'invalid_request',
    names: 'sort',
  },
  {
    name: 'an extra field on a call without payload',
    path: '/indjece/archiveYearListing',
    body: { year: 2025 },
    status: 400,
    error: 'invalid_request',
    names: 'year',
  },
  {
    name: 'a fractional year',
    path: listing,
    body: { ...valid, year: 2025.5 },
    status: 400,
    error: 'invalid_request',
    names: 'year',
  },
  {
    name: 'a year as words',
    path: listing,
    body: { ...valid, year: 'twenty' },
    status: 400,
    error: 'invalid_request',
    names: 'year',
  },
  {
    name: 'a year out of range',
    path: listing,
    body: { ...valid, year: 3000 },
    status: 400,
    error: 'invalid_request',
    names: 'year',
  },
  {
    name: 'a negative volume',
    path: listing,
    body: { ...valid, volume: -1 },
    status: 400,
    error: 'invalid_request',
    names: 'volume',
  },
  {
    name: 'an issue as an object',
    path: listing,
    body: { ...valid, issue: { $gt: 0 } },
    status: 400,
    error: 'invalid_request',
    names: 'issue',
  },
  {
    name: 'page 0',
    path: listing,
    body: { ...valid, page: 0 },
    status: 400,
    error: 'invalid_request',
    names: 'page',
  },
  {
    name: 'a huge page',
    path: listing,
    body: { ...valid, page: 1e300 },
    status: 400,
    error: 'invalid_request',
    names: 'page',
  },
  {
    name: 'per_page over 100',
    path: listing,
    body: { ...valid, per_page: 101 },
    status: 400,
    error: 'invalid_request',
    names: 'per_page',
  },
  {
    name: 'per_page as a boolean',
    path: listing,
    body: { ...valid, per_page: true },
    status: 400,
    error: 'invalid_request',
    names: 'per_page',
  },
  {
    name: 'search over 200 characters',
    path: '/indjece/searchArchive',
    body: { search: 'a'.repeat(201) },
    status: 400,
    error: 'invalid_request',
    names: 'search',
  },
  {
    name: 'an empty search',
    path: '/indjece/searchArchive',
    body: { search: '   ' },
    status: 400,
    error: 'invalid_request',
    names: 'search',
  },
  {
    name: 'a search that is not text',
    path: '/indjece/archiveSuggestions',
    body: { search: ['x'] },
    status: 400,
    error: 'invalid_request',
    names: 'search',
  },
  {
    name: 'a paper id with SQL in it',
    path: '/indjece/archivePaperNew',
    body: { paperid: "1' OR '1'='1" },
    status: 400,
    error: 'invalid_request',
    names: 'paperid',
  },
  {
    name: 'a slug with a path in it',
    path: '/indjece/blogDetails',
    body: { slug: '../etc/passwd' },
    status: 400,
    error: 'invalid_request',
    names: 'slug',
  },
  {
    name: 'no Authorization header',
    path: listing,
    body: valid,
    options: { authorization: null },
    status: 401,
    error: 'unauthorized',
    names: 'authorization',
  },
  {
    name: 'a wrong token',
    path: listing,
    body: valid,
    options: { authorization: `${token}x` },
    status: 401,
    error: 'unauthorized',
    names: 'authorization',
  },
  {
    name: 'a token with a scheme',
    path: listing,
    body: valid,
    options: { authorization: `Bearer ${token}` },
    status: 401,
    error: 'unauthorized',
    names: 'authorization',
  },
  {
    name: 'an unknown call',
    path: '/indjece/deletePaper',
    body: {},
    status: 404,
    error: 'not_found',
    names: '/indjece/deletePaper',
  },
  {
    name: 'an unknown base',
    path: '/indjxxx/archiveYearListing',
    body: {},
    status: 404,
    error: 'not_found',
    names: 'path',
  },
  { name: 'the root', path: '/', body: {}, status: 404, error: 'not_found', names: 'path' },
  {
    name: 'a body over the limit',
    path: '/indjece/searchArchive',
    options: { rawBody: JSON.stringify({ search: 'x'.repeat(20_000) }) },
    status: 413,
    error: 'payload_too_large',
    names: 'body',
  },
];

describe('bad requests', () => {
  it.each(cases)('$name gives $status', async ({ path, body, options, status, error, names }) => {
    const answer = await server.post(path, body, options);

    expect(answer.status).toBe(status);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.json).toEqual({ error, message: expect.stringContaining(names) });
  });

  it('names every offending field in one message', async () => {
    const answer = await server.post(listing, {
      year: 'x',
      volume: 2,
      issue: 3,
      per_page: 500,
      extra: 1,
    });

    const { message } = answer.json as { message: string };
    expect(message).toContain('year');
    expect(message).toContain('per_page');
    expect(message).toContain('extra');
  });

  it('says which method a call allows', async () => {
    const answer = await server.post(listing, undefined, { method: 'GET', contentType: null });

    expect(answer.headers.get('allow')).toBe('POST');
  });

  it('checks the token before the content type', async () => {
    const answer = await server.post(listing, undefined, {
      authorization: null,
      contentType: 'text/plain',
      rawBody: 'x',
    });

    expect(answer.status).toBe(401);
  });
});

describe('accepted variations', () => {
  it.each([
    ['no body at all', undefined, { contentType: null }],
    ['an empty JSON body', undefined, { rawBody: '' }],
    ['an empty object', {}, {}],
    ['a charset in the content type', {}, { contentType: 'application/json; charset=utf-8' }],
  ] as const)('a call without payload accepts %s', async (_case, body, options) => {
    const answer = await server.post('/indjece/archiveYearListing', body, options);

    expect(answer.status).toBe(200);
  });

  it('accepts numbers sent as strings', async () => {
    const answer = await server.post(listing, {
      year: '2025',
      volume: '2',
      issue: '3',
      page: '1',
      per_page: '5',
    });

    expect(answer.status).toBe(200);
  });
});
