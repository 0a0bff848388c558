// Fuzzed requests for the load test and benchmark: random methods, paths under every site (its
// routes, unknown ones, odd encodings), broken queries and odd bodies, to the pages and to each
// journal's api/ forwarder. Drawn from a seeded generator, so a seed names a run; sent over
// node:http, which sends any method and the path as it is.
import { request, Agent } from 'node:http';
import { siteConfigs } from '@journals/site-config';

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

const methods = [
  'GET',
  'GET',
  'GET',
  'HEAD',
  'POST',
  'POST',
  'PUT',
  'DELETE',
  'PATCH',
  'OPTIONS',
  'TRACE',
  'PROPFIND',
];
const apiCalls = [
  'archiveYearListing',
  'archivePaperListing',
  'archiveSuggestions',
  'searchArchive',
  'conferenceCategoriesFetch',
  'conferenceFetch',
  'searchConference',
  'thesisYearListing',
  'thesisDataListing',
  'searchThesis',
  'archivePaperNew',
  'no-such-call',
  '',
  '..%2f..%2fetc%2fpasswd',
];
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
const bodies: (() => { type: string; body: Buffer })[] = [
  () => ({ type: 'application/json', body: Buffer.from('{"search":"power","page":1}') }),
  () => ({ type: 'application/json', body: Buffer.from('{"search":') }),
  () => ({ type: 'application/json', body: Buffer.from('[]') }),
  () => ({ type: 'application/json', body: Buffer.from('null') }),
  () => ({ type: 'application/json', body: Buffer.from('{"page":"x","per_page":-5,"year":{}}') }),
  () => ({
    type: 'application/json',
    body: Buffer.from(JSON.stringify({ search: 'x'.repeat(20_000) })),
  }),
  () => ({
    type: 'application/x-www-form-urlencoded',
    body: Buffer.from('name=a&email=b&message=%zz'),
  }),
  () => ({ type: 'text/plain', body: Buffer.from('hello') }),
  () => ({ type: 'application/octet-stream', body: Buffer.from([0, 255, 1, 254, 0xc3, 0x28]) }),
  () => ({ type: 'multipart/form-data; boundary=x', body: Buffer.from('--x\r\nbroken') }),
  () => ({ type: 'application/json', body: Buffer.alloc(0) }),
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
    const method = pick(methods);
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
      const drawn = pick(bodies)();
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
