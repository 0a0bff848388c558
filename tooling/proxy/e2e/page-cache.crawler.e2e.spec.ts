// nginx's page cache in front of the real app servers (its own stack, since it stops an app):
// pages are kept and served from the cache, each query its own entry; search results, errors,
// form posts and the api/ forwarder are never kept; with an app down its pages are still served
// from the last good copy. The apps run with PAGE_CACHE_SECONDS=4 so a copy expires in the test.
import { expect, test } from '@playwright/test';
import { startProductionStack, type ProductionStack } from '../src/production-stack.ts';

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

/**
 * A page's body with its Content-Security-Policy nonce left out: nginx gives every answer, a
 * cached one too, a nonce of its own (the rest of the page is the kept copy).
 */
function withoutNonce(body: string): string {
  return body.replaceAll(/ nonce="[^"]*"/g, ' nonce=""');
}

/** The first page of an issue's paper list, as the archive index links it. */
async function listPath(): Promise<string> {
  const index = await get('/indjece/archives');
  const link = /href="(\/indjece\/archives\/paperlist\?[^"]+)"/.exec(index.body)?.[1];
  expect(link).toBeDefined();
  return (link ?? '').replaceAll('&amp;', '&');
}

test('a page is kept: the second request is a HIT, with the page policy', async () => {
  for (const path of ['/indjece/aim-and-scope', '/indjeee/', '/about']) {
    const first = await get(path);
    expect(first.status).toBe(200);
    expect(first.cacheStatus).toBe('MISS');
    expect(first.cacheControl).toBe(pageCacheControl);
    const second = await get(path);
    expect(second.cacheStatus).toBe('HIT');
    expect(withoutNonce(second.body)).toBe(withoutNonce(first.body));
    expect(second.body).not.toBe(first.body);
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
  await new Promise((resolve) => setTimeout(resolve, (freshSeconds + 1) * 1000));

  await stack.stopApp('indjece');

  const stale = await get(path);
  expect(stale.status).toBe(200);
  expect(stale.cacheStatus).toBe('STALE');
  expect(withoutNonce(stale.body)).toBe(withoutNonce(good.body));
  // A page never kept has no copy to fall back on.
  expect((await get('/indjece/ethics')).status).toBe(502);
});
