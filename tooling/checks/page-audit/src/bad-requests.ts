// Requests no reader's browser sends, and what a site answers to them: a page or a 4xx, never a
// 5xx and never no answer. Two ways to draw them from one vocabulary (methods, bodies, queries):
// - `badRequestFailures(urls)` asks each address with every method, every common body type (its
//   syntax broken on purpose) and broken queries, and returns the requests answered otherwise,
//   one line each (the site suites of every app);
// - `fuzzedRequests(count, seed)` draws random methods, paths under every site (its routes,
//   unknown ones, odd encodings), broken queries and odd bodies, a quarter of them to each
//   journal's api/ forwarder (the calls it lets through and some it refuses), from a seeded
//   generator, so a seed names a run; `sendFuzzed` sends them, so many at a time (the proxy's
//   load test, log test and benchmark).
// Everything goes over node:http, which sends any method (TRACE too) and the path as it is.
import { Agent, request } from 'node:http';
import { siteConfigs } from '@journals/site-config';
// The forwarder's own allow-list (journal-site's browser-calls.ts).
import { browserCalls } from '@journals/journal-site/browser-calls';

export interface FuzzedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

export interface FuzzAnswer {
  request: FuzzedRequest;
  /** The HTTP status, or 0 when no answer came (the error is in `error`). */
  status: number;
  error?: string;
}

/** Every method a request is asked with: the common ones, TRACE and one a server cannot know. */
export const fuzzMethods = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'PATCH',
  'OPTIONS',
  'TRACE',
  'PROPFIND',
] as const;

type Body = { type: string; body: Buffer };
const body = (type: string, content: string | Uint8Array): Body => ({
  type,
  body: Buffer.from(content),
});

/** One body of each common type, its syntax broken on purpose; every method but GET and HEAD. */
const brokenBodies: Body[] = [
  body('application/json', '{"title":'),
  body('text/plain', '\u0000\uffff'),
  body('multipart/form-data', '--x\r\nContent-Disposition: form-data\r\n'),
  body('multipart/form-data; boundary=x', '--x\r\nbroken'),
  body('application/x-www-form-urlencoded', 'firstName=%ZZ&email=%'),
  body('application/xml', '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'),
];

/** Queries every address is asked with: broken escapes, odd values, a long one. */
export const fuzzQueries = [
  '?page=%ZZ',
  '?page=-1&year=abc&volume=9999999999999999999&issue=1e9',
  '?search=%00%ff&paperid=../../etc/passwd',
  `?search=${'x'.repeat(4000)}`,
  '?tab=%3Cscript%3E',
];

/**
 * Every method with and without each broken body, and GET with each broken query, on `path`. A
 * body goes with its length, as a browser sends it (node:http frames none for DELETE, OPTIONS
 * or TRACE).
 */
export function everyBadRequest(path: string): FuzzedRequest[] {
  const requests: FuzzedRequest[] = [];
  for (const method of fuzzMethods) {
    requests.push({ method, path, headers: {} });
    if (method === 'GET' || method === 'HEAD') continue;
    for (const { type, body } of brokenBodies) {
      const headers = { 'content-type': type, 'content-length': String(body.length) };
      requests.push({ method, path, headers, body });
    }
  }
  for (const query of fuzzQueries)
    requests.push({ method: 'GET', path: path + query, headers: {} });
  return requests;
}

/** mulberry32: a small seeded generator of numbers in [0, 1). */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** How often a draw takes a method, against once for the others. */
const methodWeights: Partial<Record<(typeof fuzzMethods)[number], number>> = { GET: 3, POST: 2 };
const drawnMethods = fuzzMethods.flatMap((method) =>
  Array<string>(methodWeights[method] ?? 1).fill(method),
);
/** The calls the forwarders let through, then ones they refuse. */
const apiCalls = [...browserCalls, 'archivePaperNew', 'no-such-call', '', '..%2f..%2fetc%2fpasswd'];
const oddSegments = [
  'no-such-page',
  '%',
  '%zz',
  '%00',
  '%2e%2e',
  '..',
  '.',
  '',
  'a'.repeat(600),
  '%E2%82%AC',
  '%C3%28',
  'index.html',
  'favicon.ico',
  'files/archive/..%2F..%2Fsecret.pdf',
  'api',
  '%252e%252e',
];
const queryKeys = [
  'page',
  'year',
  'volume',
  'issue',
  'search',
  'id',
  'name',
  'paperid',
  'slug',
  'tag',
];
const queryValues = [
  '1',
  '0',
  '-1',
  '99999999999999999999',
  'abc',
  '',
  '%',
  '%zz',
  '%00',
  '1e3',
  'NaN',
  '[]',
  '%7B%7D',
  'a'.repeat(300),
  '%E2%80%AE',
  '+',
];
/** What the drawn requests with a body send: call payloads, sound and not, and odd types. */
const drawnBodies: Body[] = [
  body('application/json', '{"search":"power","page":1}'),
  body('application/json', '{"search":'),
  body('application/json', '[]'),
  body('application/json', 'null'),
  body('application/json', '{"page":"x","per_page":-5,"year":{}}'),
  body('application/json', JSON.stringify({ search: 'x'.repeat(20_000) })),
  body('application/x-www-form-urlencoded', 'name=a&email=b&message=%zz'),
  body('text/plain', 'hello'),
  body('application/octet-stream', new Uint8Array([0, 255, 1, 254, 0xc3, 0x28])),
  body('multipart/form-data; boundary=x', '--x\r\nbroken'),
  body('application/json', ''),
];

/** `count` requests drawn from `seed`: a quarter to the api/ forwarders, the rest to pages. */
export function fuzzedRequests(count: number, seed: number): FuzzedRequest[] {
  const random = generator(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const sites = Object.values(siteConfigs);
  const journals = sites.filter((site) => site.kind === 'journal');
  const query = () => {
    if (random() < 0.3) return '';
    const pairs = Array.from({ length: 1 + Math.floor(random() * 4) }, () =>
      random() < 0.1
        ? pick(['&', '=', '==', '&&&', 'search'])
        : `${pick(queryKeys)}=${pick(queryValues)}`,
    );
    return `?${pairs.join('&')}`;
  };
  return Array.from({ length: count }, () => {
    const method = pick(drawnMethods);
    const headers: Record<string, string> = {};
    let path: string;
    if (random() < 0.25) {
      path = `${pick(journals).prefix}api/${pick(apiCalls)}${random() < 0.2 ? query() : ''}`;
    } else {
      const site = pick(sites);
      const route = random() < 0.6 ? pick(site.routes) : `/${pick(oddSegments)}`;
      const tail = random() < 0.2 ? `/${pick(oddSegments)}` : '';
      path = `${site.prefix.replace(/\/$/, '')}${route}${tail}${query()}`.replace(/^(?!\/)/, '/');
    }
    let body: Buffer | undefined;
    if (method !== 'GET' && method !== 'HEAD' && method !== 'TRACE' && random() < 0.8) {
      const drawn = pick(drawnBodies);
      headers['content-type'] = drawn.type;
      body = drawn.body;
    }
    if (random() < 0.1) headers.accept = pick(['application/json', '*/*', 'text/html', 'x/y;;']);
    return { method, path, headers, body };
  });
}

function send(origin: URL, agent: Agent, fuzzed: FuzzedRequest): Promise<FuzzAnswer> {
  return new Promise((resolve) => {
    // The status once the head of the answer is read: a fault after it (bytes after a HEAD
    // answer that closes the connection) leaves the answer as it came, with the fault noted.
    let status = 0;
    const fail = (error: unknown) =>
      resolve({
        request: fuzzed,
        status,
        error: error instanceof Error ? error.message : String(error),
      });
    try {
      const outgoing = request(
        {
          host: origin.hostname,
          port: origin.port,
          agent,
          method: fuzzed.method,
          path: fuzzed.path,
          headers: fuzzed.headers,
          timeout: 30_000,
        },
        (response) => {
          status = response.statusCode ?? 0;
          response.resume();
          response.on('end', () => resolve({ request: fuzzed, status }));
          response.on('error', fail);
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within 30 s')));
      outgoing.on('error', fail);
      outgoing.end(fuzzed.body);
    } catch (error) {
      fail(error);
    }
  });
}

/** Sends the requests to `origin`, `concurrency` at a time; every answer, in order. */
export async function sendFuzzed(
  origin: string,
  requests: FuzzedRequest[],
  concurrency: number,
): Promise<FuzzAnswer[]> {
  const url = new URL(origin);
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const answers: FuzzAnswer[] = new Array(requests.length);
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const index = next;
      next += 1;
      answers[index] = await send(url, agent, requests[index] as FuzzedRequest);
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    agent.destroy();
  }
  return answers;
}

/** Answers counted by status ('error' for none). */
export function countByStatus(answers: FuzzAnswer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const answer of answers) {
    const key = answer.status === 0 ? 'error' : String(answer.status);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** The answers that fail a site, a 5xx or none, one line each. */
export function failureLines(answers: FuzzAnswer[]): string[] {
  return answers
    .filter(({ status }) => status === 0 || status >= 500)
    .map(({ request, status, error }) => {
      const type = request.headers['content-type'] ?? '-';
      const line = `${status} ${request.method} ${type} ${request.path.slice(0, 120)}`;
      return error ? `${line} ${error}` : line;
    });
}

/**
 * Every bad request (`everyBadRequest`) to each address, one at a time; the lines of those
 * answered with a 5xx or not at all.
 */
export async function badRequestFailures(urls: readonly string[]): Promise<string[]> {
  const failures: string[] = [];
  for (const url of urls) {
    const { origin, pathname, search } = new URL(url);
    failures.push(...failureLines(await sendFuzzed(origin, everyBadRequest(pathname + search), 1)));
  }
  return failures;
}
