import { describe, expect, it } from 'vitest';
import {
  cacheControlFor,
  partialPageCacheControl,
  type CachedAnswer,
  type CachePolicyTable,
} from '../../src/server/caching/cache-policy.ts';
import { readPageCacheSettings } from '../../src/server/config/page-cache-settings.server.ts';

const settings = { sharedSeconds: 60, staleSeconds: 600 };
const page = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

const table: CachePolicyTable = {
  '/archives/paperlist': (url) => (url.searchParams.has('search') ? 'no-store' : 'page'),
  '/oai': 'no-store',
};

function answer(overrides: Partial<CachedAnswer> & { href?: string }): CachedAnswer {
  const { href = 'http://example.test/indjece/archives/paperlist?year=2025', ...rest } = overrides;
  return {
    method: 'GET',
    url: new URL(href),
    pattern: '/archives/paperlist',
    status: 200,
    routeCacheControl: null,
    setsCookie: false,
    ...rest,
  };
}

describe('the Cache-Control of an answer', () => {
  it.each([
    ['a page every reader shares', answer({}), page],
    ['a HEAD request for it', answer({ method: 'HEAD' }), page],
    ['a page of a route the table does not name', answer({ pattern: '/' }), page],
    ['a permanent redirect', answer({ status: 301 }), page],
    [
      'a search result',
      answer({ href: 'http://example.test/indjece/archives/paperlist?search=power' }),
      'no-store',
    ],
    ['a route the table marks no-store', answer({ pattern: '/oai' }), 'no-store'],
    ['a 404 page', answer({ status: 404 }), 'no-store'],
    ['a 500 page', answer({ status: 500 }), 'no-store'],
    [
      'a 503 of a resource route that set its own caching',
      answer({ status: 503, routeCacheControl: 'public, max-age=3600' }),
      'no-store',
    ],
    ['the answer to a form post', answer({ method: 'POST', pattern: '/contact-us' }), 'no-store'],
    ['an answer that sets a cookie', answer({ setsCookie: true }), 'private, no-store'],
    [
      'a page that went out without a part the API gives',
      answer({ pattern: '/', routeCacheControl: partialPageCacheControl }),
      'public, max-age=0, s-maxage=5',
    ],
    [
      'a resource route that set its own caching',
      answer({ pattern: '/sitemap.xml', routeCacheControl: 'public, max-age=3600' }),
      'public, max-age=3600',
    ],
  ])('%s: %s', (_name, given, expected) => {
    expect(cacheControlFor(given, table, settings)).toBe(expected);
  });

  it('never lets a search result be public, whatever the route set', () => {
    const value = cacheControlFor(
      answer({
        href: 'http://example.test/indjece/archives/paperlist?search=x&page=2',
        routeCacheControl: 'public, max-age=600',
      }),
      table,
      settings,
    );
    expect(value).not.toContain('public');
    expect(value).not.toContain('s-maxage');
  });

  it('takes the shared and stale lifetimes from the settings', () => {
    expect(cacheControlFor(answer({}), {}, { sharedSeconds: 5, staleSeconds: 30 })).toBe(
      'public, max-age=0, s-maxage=5, stale-while-revalidate=30',
    );
  });
});

describe('the page cache settings', () => {
  it('default to a minute fresh and ten minutes stale', () => {
    expect(readPageCacheSettings({})).toEqual({ sharedSeconds: 60, staleSeconds: 600 });
  });

  it('read PAGE_CACHE_SECONDS and PAGE_STALE_SECONDS, ignoring values that are not seconds', () => {
    expect(readPageCacheSettings({ PAGE_CACHE_SECONDS: '1', PAGE_STALE_SECONDS: '0' })).toEqual({
      sharedSeconds: 1,
      staleSeconds: 0,
    });
    expect(readPageCacheSettings({ PAGE_CACHE_SECONDS: '-3', PAGE_STALE_SECONDS: 'soon' })).toEqual(
      {
        sharedSeconds: 60,
        staleSeconds: 600,
      },
    );
  });
});
