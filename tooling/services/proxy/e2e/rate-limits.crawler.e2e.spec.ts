// nginx's rate limits per client address (ADR 012), through the production config in front of the
// built apps: a burst beyond the limit of a journal's api/ forwarder, or of its searches, is
// answered 429 with Retry-After and a readable body, while pages asked for in the same burst
// (a list without a search, a policy page) are not limited and carry no Retry-After; once
// refused, the same client is served again when its bucket has drained. For each journal.
import { request } from 'node:http';
import { siteConfigs } from '@journals/site-config';
import { expect, test } from './fixtures.ts';
import { siteApps } from '../src/config.ts';
import { proxyUnderTest } from './env.ts';

const journalApps = siteApps.filter(({ id }) => siteConfigs[id].kind === 'journal');

interface Answer {
  status: number;
  retryAfter: string | null;
  contentType: string | null;
  body: string;
}

interface Ask {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * Asks nginx for `path` from the client address `from`. nginx counts its limits per client
 * address, and every address of 127.0.0.0/8 is this machine's: each test is a client of its own,
 * with full buckets whatever the tests before it spent, so none waits for another's to refill.
 */
function ask(from: string, path: string, { method = 'GET', headers, body }: Ask = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const asked = request(
      `${proxyUnderTest().url}${path}`,
      { method, headers, localAddress: from },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: response.headers['retry-after'] ?? null,
            contentType: response.headers['content-type'] ?? null,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    asked.on('error', reject);
    asked.end(body);
  });
}

/** A call of the forwarder the list's search box makes. */
const suggestions: Ask = {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ search: 'power' }),
};

function times<T>(count: number, make: () => Promise<T>): Promise<T>[] {
  return Array.from({ length: count }, make);
}

function expectLimited(answer: Answer) {
  expect(answer.retryAfter).toBe('1');
  expect(answer.contentType).toContain('text/plain');
  expect(answer.body).toBe('Too many requests, try again in a moment.\n');
}

/** A list of the journal's archive, as the archive index links it. */
async function listPath(from: string, prefix: string): Promise<string> {
  const index = await ask(from, `${prefix}archives`);
  const link = new RegExp(`href="(${prefix}archives/paperlist\\?[^"]+)"`).exec(index.body)?.[1];
  expect(link).toBeDefined();
  return (link ?? '').replaceAll('&amp;', '&');
}

// Each journal's limits, each test from a client address of its own (see `ask`).
for (const [index, { id, prefix }] of journalApps.entries()) {
  const client = (testNumber: number) => `127.0.0.${10 * (index + 1) + testNumber}`;
  const forwarder = `${prefix}api/archiveSuggestions`;

  test.describe(id, () => {
    test("a burst beyond the api/ forwarder's limit gets 429 with Retry-After; pages in it do not", async () => {
      const from = client(1);
      const [calls, pages] = await Promise.all([
        Promise.all(times(80, () => ask(from, forwarder, suggestions))),
        Promise.all(times(5, () => ask(from, `${prefix}aim-and-scope`))),
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
      const from = client(2);
      const list = await listPath(from, prefix);
      const [searches, lists] = await Promise.all([
        Promise.all(times(30, () => ask(from, `${list}&search=power`))),
        Promise.all(times(20, () => ask(from, list))),
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
      const empty = await Promise.all(times(20, () => ask(from, `${list}&search=`)));
      for (const answer of empty) expect(answer.status).not.toBe(429);
    });

    test('the limit lifts: once refused, a search and a forwarder call are answered again', async () => {
      const from = client(3);
      const list = await listPath(from, prefix);
      const [searches, calls] = await Promise.all([
        Promise.all(times(30, () => ask(from, `${list}&search=power`))),
        Promise.all(times(80, () => ask(from, forwarder, suggestions))),
      ]);
      expect(searches.map((answer) => answer.status)).toContain(429);
      expect(calls.map((answer) => answer.status)).toContain(429);
      // The buckets drain at 5 and 20 requests a second: the same client is served again.
      await expect
        .poll(async () => (await ask(from, `${list}&search=power`)).status, { timeout: 10_000 })
        .toBe(200);
      await expect
        .poll(async () => (await ask(from, forwarder, suggestions)).status, {
          timeout: 10_000,
        })
        .toBe(200);
    });
  });
}
