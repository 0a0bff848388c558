// nginx's page cache in front of the real app servers (its own stack, since it stops an app):
// pages are kept and served from the cache as the app sent them, the same bytes for every reader,
// each query its own entry and each encoding (br, gzip, none) its own copy, whatever string of
// Accept-Encoding asked for it; search results, errors, form posts and the api/ forwarder are
// never kept; with an app down its pages are still served from the last good copy. The apps run
// with PAGE_CACHE_SECONDS=4 so a copy expires in the test.
import { expect, test } from './fixtures.ts';
import { startProductionStack, type ProductionStack } from '../src/production-stack.ts';
import { decodedBody, header, rawGet, type RawResponse } from './raw-http.ts';

const freshSeconds = 4;
let stack: ProductionStack;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  stack = await startProductionStack({ PAGE_CACHE_SECONDS: String(freshSeconds) });
});

test.afterAll(async () => {
  await stack?.stop();
});

interface Answer {
  status: number;
  cacheStatus: string | null;
  cacheControl: string | null;
  body: string;
}

async function get(path: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(`${stack.proxyUrl}${path}`, { redirect: 'manual', ...init });
  return {
    status: response.status,
    cacheStatus: response.headers.get('x-cache-status'),
    cacheControl: response.headers.get('cache-control'),
    body: await response.text(),
  };
}

const pageCacheControl = `public, max-age=0, s-maxage=${freshSeconds}, stale-while-revalidate=600`;

/** A GET through nginx with this Accept-Encoding (none when undefined), its bytes as they came. */
function getEncoded(path: string, acceptEncoding?: string): Promise<RawResponse> {
  const headers: Record<string, string> = acceptEncoding
    ? { 'Accept-Encoding': acceptEncoding }
    : {};
  return rawGet(`${stack.proxyUrl}${path}`, headers);
}

/** The first page of an issue's paper list, as the archive index links it. */
async function listPath(): Promise<string> {
  const index = await get('/indjece/archives');
  const link = /href="(\/indjece\/archives\/paperlist\?[^"]+)"/.exec(index.body)?.[1];
  expect(link).toBeDefined();
  return (link ?? '').replaceAll('&amp;', '&');
}

test('a page is kept: the second request is a HIT, the same bytes with the same policy', async () => {
  for (const path of ['/indjece/aim-and-scope', '/indjeee/', '/about']) {
    const first = await getEncoded(path, 'gzip, deflate, br');
    expect(first.status).toBe(200);
    expect(header(first, 'x-cache-status')).toBe('MISS');
    expect(header(first, 'cache-control')).toBe(pageCacheControl);
    const second = await getEncoded(path, 'gzip, deflate, br');
    expect(header(second, 'x-cache-status')).toBe('HIT');
    expect(second.bytes.equals(first.bytes), `the same bytes of ${path}`).toBe(true);
    expect(header(second, 'content-security-policy')).toBe(
      header(first, 'content-security-policy'),
    );
  }
});

test('each encoding is its own copy, kept as the app sent it, with Vary for the reader', async () => {
  const path = '/indjeee/aim-and-scope';
  const identity = await rawGet(`${stack.appUrls.indjeee}${path}`);
  expect(identity.status).toBe(200);
  for (const [acceptEncoding, encoding] of [
    ['br', 'br'],
    ['gzip', 'gzip'],
    [undefined, undefined],
  ] as const) {
    const where = `Accept-Encoding: ${acceptEncoding ?? '(none)'}`;
    // The first of each encoding is a MISS: another encoding's copy is never served.
    const first = await getEncoded(path, acceptEncoding);
    expect(header(first, 'x-cache-status'), where).toBe('MISS');
    const kept = await getEncoded(path, acceptEncoding);
    expect(kept.status, where).toBe(200);
    expect(header(kept, 'x-cache-status'), where).toBe('HIT');
    expect(header(kept, 'content-encoding'), where).toBe(encoding);
    expect(header(kept, 'vary') ?? '', where).toMatch(/\bAccept-Encoding\b/i);
    // What nginx passed from the app, byte for byte, and the page the app renders.
    expect(kept.bytes.equals(first.bytes), where).toBe(true);
    expect(decodedBody(kept), where).toBe(identity.body);
  }
});

test('Accept-Encoding strings asking for one encoding share its copy; q=0 refuses one', async () => {
  const path = '/indjeee/peer-review-policy';
  const answers = [
    ['gzip, deflate, br, zstd', 'MISS', 'br'],
    ['br;q=1.0, gzip;q=0.8', 'HIT', 'br'],
    ['gzip;q=1, br;q=0', 'MISS', 'gzip'],
    ['deflate, gzip', 'HIT', 'gzip'],
    ['br;q=0, gzip;q=0', 'MISS', undefined],
    ['identity', 'HIT', undefined],
  ] as const;
  for (const [acceptEncoding, cacheStatus, encoding] of answers) {
    const answer = await getEncoded(path, acceptEncoding);
    expect(answer.status, acceptEncoding).toBe(200);
    expect(header(answer, 'x-cache-status'), acceptEncoding).toBe(cacheStatus);
    expect(header(answer, 'content-encoding'), acceptEncoding).toBe(encoding);
  }
});

test('the query is part of the key: another page of a list is another entry', async () => {
  const list = await listPath();
  const pageTwo = `${list}&page=2`;
  expect((await get(pageTwo)).cacheStatus).toBe('MISS');
  const again = await get(pageTwo);
  expect(again.status).toBe(200);
  expect(again.cacheStatus).toBe('HIT');
  expect((await get(`${list}&page=3`)).cacheStatus).toBe('MISS');
  expect((await get(list)).cacheStatus).toBe('MISS');
});

test('a search result is never kept and never public', async () => {
  const search = `${await listPath()}&search=power`;
  for (let i = 0; i < 3; i += 1) {
    const answer = await get(search);
    expect(answer.status).toBe(200);
    expect(answer.cacheControl).toBe('no-store');
    expect(answer.cacheControl).not.toContain('public');
    expect(answer.cacheStatus).not.toBe('HIT');
  }
});

test('an error page is never kept', async () => {
  for (const path of ['/indjece/no-such-page', '/no-such-page', '/indjece/blogs/no-such-post']) {
    for (let i = 0; i < 2; i += 1) {
      const answer = await get(path);
      expect(answer.status).toBe(404);
      expect(answer.cacheControl).toBe('no-store');
      expect(answer.cacheStatus).toBe('MISS');
    }
  }
});

test('the answer to a contact form post is never kept', async () => {
  for (const prefix of ['/indjece/', '/']) {
    const post = () =>
      get(`${prefix}contact-us`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'name=Reader&email=reader%40example.org&subject=Question&message=Hello',
      });
    for (let i = 0; i < 2; i += 1) {
      const answer = await post();
      expect(answer.status).toBe(200);
      expect(answer.cacheControl).toBe('no-store');
      expect(answer.cacheStatus).not.toBe('HIT');
    }
  }
});

test("the api/ forwarder's answers stay outside the cache", async () => {
  for (let i = 0; i < 2; i += 1) {
    const answer = await get('/indjece/api/archiveSuggestions', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ search: 'power' }),
    });
    expect(answer.cacheControl).toBe('no-store');
    expect(answer.cacheStatus).toBeNull();
  }
});

test('with the app down, a page kept before is served from its last good copy', async () => {
  const path = '/indjece/peer-review-policy';
  const good = await get(path);
  expect(good.status).toBe(200);
  expect((await get(path)).cacheStatus).toBe('HIT');

  await stack.stopApp('indjece');

  // A HIT while the copy is fresh; once it expires, nginx finds the app gone and serves it STALE.
  let stale: Answer | undefined;
  await expect
    .poll(async () => (stale = await get(path)).cacheStatus, { timeout: (freshSeconds + 5) * 1000 })
    .toBe('STALE');
  expect(stale?.status).toBe(200);
  expect(stale?.body).toBe(good.body);
  // A page never kept has no copy to fall back on.
  expect((await get('/indjece/ethics')).status).toBe(502);
});
