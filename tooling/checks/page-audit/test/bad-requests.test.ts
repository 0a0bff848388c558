import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserCalls } from '@journals/journal-site/browser-calls';
import {
  badRequestFailures,
  everyBadRequest,
  fuzzMethods,
  fuzzQueries,
  fuzzedRequests,
} from '../src/bad-requests.ts';

/** Answers 200, but 500 to a PUT with a JSON body and no answer at all to `?tab=`. */
let server: Server;
let origin = '';
const asked: { method: string; url: string; type: string; length: number }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let length = 0;
    request.on('data', (chunk: Buffer) => (length += chunk.length));
    request.on('end', () => {
      const type = request.headers['content-type'] ?? '-';
      asked.push({ method: request.method ?? '', url: request.url ?? '', type, length });
      if (request.url?.includes('?tab=')) return request.socket.destroy();
      response.writeHead(request.method === 'PUT' && type === 'application/json' ? 500 : 200);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('badRequestFailures', () => {
  it('sends every method, body and query, and lists what a 5xx or nothing answered', async () => {
    const failures = await badRequestFailures([`${origin}/journal/faqs`]);
    expect(failures).toEqual([
      '500 PUT application/json /journal/faqs',
      expect.stringMatching(/^0 GET - \/journal\/faqs\?tab=%3Cscript%3E socket hang up$/),
    ]);
    expect(asked.filter(({ method }) => method === 'TRACE')).toHaveLength(7);
    expect(new Set(asked.map(({ method }) => method))).toEqual(new Set(fuzzMethods));
    // Every body arrives with its request (framed by its length, DELETE's and OPTIONS' too).
    for (const { method, type, length } of asked.filter((request) => request.type !== '-'))
      expect(length, `${method} ${type}`).toBeGreaterThan(0);
    expect(asked.map(({ url }) => url)).toEqual(
      expect.arrayContaining(fuzzQueries.map((query) => `/journal/faqs${query}`)),
    );
  });
});

describe('everyBadRequest', () => {
  it('asks GET and HEAD bare, every other method with each broken body too', () => {
    const requests = everyBadRequest('/x');
    const bodies = (method: string) => requests.filter((r) => r.method === method && r.body);
    expect(bodies('GET')).toEqual([]);
    expect(bodies('HEAD')).toEqual([]);
    expect(bodies('PROPFIND').map((r) => r.headers['content-type'])).toContain('application/xml');
    expect(requests.filter((r) => r.path !== '/x')).toHaveLength(fuzzQueries.length);
  });
});

describe('fuzzedRequests', () => {
  it('draws the same requests from the same seed', () => {
    expect(fuzzedRequests(50, 7)).toEqual(fuzzedRequests(50, 7));
    expect(fuzzedRequests(50, 7)).not.toEqual(fuzzedRequests(50, 8));
  });

  it('asks the api/ forwarders for every call they let through, and for others', () => {
    const calls = new Set(
      fuzzedRequests(2000, 1)
        .map(({ path }) => /\/api\/([^?]*)/.exec(path)?.[1])
        .filter((call) => call !== undefined),
    );
    for (const call of browserCalls) expect(calls).toContain(call);
    expect(calls).toContain('no-such-call');
  });
});
