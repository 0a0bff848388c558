// nginx's rate limits per client address (ADR 012), through the production config in front of the
// built apps: a burst beyond the limit of a journal's api/ forwarder, or of its searches, is
// answered 429 with Retry-After and a readable body, while pages asked for in the same burst
// (a list without a search, a policy page) are not limited and carry no Retry-After.
import { expect, test } from './fixtures.ts';
import { proxyUnderTest } from './env.ts';

interface Answer {
  status: number;
  retryAfter: string | null;
  contentType: string | null;
  body: string;
}

async function ask(path: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(`${proxyUnderTest().url}${path}`, { redirect: 'manual', ...init });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    contentType: response.headers.get('content-type'),
    body: await response.text(),
  };
}

const suggestions = (): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ search: 'power' }),
});

function times<T>(count: number, make: () => Promise<T>): Promise<T>[] {
  return Array.from({ length: count }, make);
}

/** Waits until the limits have let the burst go (20 r/s and 5 r/s refill within seconds). */
async function limitsRefilled() {
  await new Promise((resolve) => setTimeout(resolve, 3_000));
}

function expectLimited(answer: Answer) {
  expect(answer.retryAfter).toBe('1');
  expect(answer.contentType).toContain('text/plain');
  expect(answer.body).toBe('Too many requests, try again in a moment.\n');
}

async function listPath(): Promise<string> {
  const index = await ask('/indjece/archives');
  const link = /href="(\/indjece\/archives\/paperlist\?[^"]+)"/.exec(index.body)?.[1];
  expect(link).toBeDefined();
  return (link ?? '').replaceAll('&amp;', '&');
}

test.describe.configure({ mode: 'serial' });

test("a burst beyond the api/ forwarder's limit gets 429 with Retry-After; pages in it do not", async () => {
  await limitsRefilled();
  const [calls, pages] = await Promise.all([
    Promise.all(times(80, () => ask('/indjece/api/archiveSuggestions', suggestions()))),
    Promise.all(times(5, () => ask('/indjece/aim-and-scope'))),
  ]);
  const limited = calls.filter((answer) => answer.status === 429);
  const served = calls.filter((answer) => answer.status === 200);
  expect(limited.length).toBeGreaterThan(0);
  // The burst (40) passes at once.
  expect(served.length).toBeGreaterThanOrEqual(40);
  expect(limited.length + served.length).toBe(calls.length);
  for (const answer of limited) expectLimited(answer);
  for (const answer of served) expect(answer.retryAfter).toBeNull();
  for (const page of pages) {
    expect(page.status).toBe(200);
    expect(page.retryAfter).toBeNull();
  }
});

test('a burst of searches gets 429 with Retry-After; the same list without a search does not', async () => {
  await limitsRefilled();
  const list = await listPath();
  const [searches, lists] = await Promise.all([
    Promise.all(times(30, () => ask(`${list}&search=power`))),
    Promise.all(times(20, () => ask(list))),
  ]);
  const limited = searches.filter((answer) => answer.status === 429);
  const served = searches.filter((answer) => answer.status === 200);
  expect(limited.length).toBeGreaterThan(0);
  expect(served.length).toBeGreaterThanOrEqual(10);
  expect(limited.length + served.length).toBe(searches.length);
  for (const answer of limited) expectLimited(answer);
  for (const answer of served) {
    expect(answer.retryAfter).toBeNull();
    expect(answer.body).toContain('<html');
  }
  for (const answer of lists) {
    expect(answer.status).toBe(200);
    expect(answer.retryAfter).toBeNull();
  }
  // An empty search parameter is no search: never counted.
  const empty = await Promise.all(times(20, () => ask(`${list}&search=`)));
  for (const answer of empty) expect(answer.status).not.toBe(429);
});

test('the limit lifts: after a pause a search and a forwarder call are answered again', async () => {
  await limitsRefilled();
  const list = await listPath();
  expect((await ask(`${list}&search=power`)).status).toBe(200);
  expect((await ask('/indjece/api/archiveSuggestions', suggestions())).status).toBe(200);
});
