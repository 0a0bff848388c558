// @vitest-environment node
// The small parts of the discovery services: the cache of computed values, the records'
// canonical addresses, the feeds every page names, and the citation files' addresses.
import { siteConfigs } from '@journals/site-config';
import { describe, expect, it, vi } from 'vitest';
import { citeHref, parseCiteFile } from '../src/citation/cite-links.ts';
import { feedLinks, feedTitle, feedTypes } from '../src/feeds/feed-links.ts';
import { recordHref, recordKindOf } from '../src/records.ts';
import { TimedCache } from '../src/timed-cache.ts';

describe('TimedCache', () => {
  it('computes a key once while it is younger than its age, and again from that age on', async () => {
    let now = 0;
    const cache = new TimedCache<string>(100, 10, () => now);
    const compute = vi.fn(async () => `at ${now}`);

    expect(await cache.get('k', compute)).toBe('at 0');
    now = 99;
    expect(await cache.get('k', compute)).toBe('at 0');
    now = 100;
    expect(await cache.get('k', compute)).toBe('at 100');
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('forgets a failure, so the next request computes again', async () => {
    const cache = new TimedCache<string>(1_000);
    const failing = vi.fn(() => Promise.reject(new Error('API down')));

    await expect(cache.get('k', failing)).rejects.toThrow('API down');
    await expect(cache.get('k', async () => 'v')).resolves.toBe('v');
  });

  it('keeps a newer value when an expired computation of the same key fails late', async () => {
    let now = 0;
    const cache = new TimedCache<string>(100, 10, () => now);
    const late = Promise.withResolvers<string>();
    const first = cache.get('k', () => late.promise);

    now = 200;
    await expect(cache.get('k', async () => 'second')).resolves.toBe('second');
    late.reject(new Error('late failure'));
    await expect(first).rejects.toThrow('late failure');

    const third = vi.fn(async () => 'third');
    await expect(cache.get('k', third)).resolves.toBe('second');
    expect(third).not.toHaveBeenCalled();
  });
});

describe('records', () => {
  it.each([
    ['archives', 'article'],
    ['current-issue', 'article'],
    ['thesis', 'thesis'],
    ['conference', 'conference'],
  ] as const)('a %s details page shows a record of kind %s', (variant, kind) => {
    expect(recordKindOf(variant)).toBe(kind);
  });

  it.each([
    ['article', '/archives/paper-details?paperid=12&papertitle=a-b'],
    ['thesis', '/thesis/paper-details?paperid=12&papertitle=a-b'],
    ['conference', '/conference/paper-details?paperid=12&papertitle=a-b'],
  ] as const)("an %s's canonical page is %s", (kind, href) => {
    expect(recordHref({ kind, summary: { id: '12', title: 'A b' } })).toBe(href);
  });
});

describe('feed links', () => {
  const site = siteConfigs.indjece;

  it('names each feed after the journal', () => {
    expect(feedTitle(site, 'latest')).toBe('INDJECE: latest papers');
    expect(feedTitle(site, 'current-issue')).toBe('INDJECE: current issue');
  });

  it('every page names both feeds in RSS and Atom', () => {
    expect(feedLinks(site)).toEqual([
      {
        rel: 'alternate',
        type: 'application/rss+xml',
        title: 'INDJECE: latest papers (RSS)',
        href: '/indjece/feeds/latest.rss',
      },
      {
        rel: 'alternate',
        type: 'application/atom+xml',
        title: 'INDJECE: latest papers (Atom)',
        href: '/indjece/feeds/latest.atom',
      },
      {
        rel: 'alternate',
        type: 'application/rss+xml',
        title: 'INDJECE: current issue (RSS)',
        href: '/indjece/feeds/current-issue.rss',
      },
      {
        rel: 'alternate',
        type: 'application/atom+xml',
        title: 'INDJECE: current issue (Atom)',
        href: '/indjece/feeds/current-issue.atom',
      },
    ]);
    expect(feedTypes).toEqual({ rss: 'application/rss+xml', atom: 'application/atom+xml' });
  });
});

describe('citation file addresses', () => {
  it('puts the kind, the encoded id and the format in the address', () => {
    expect(citeHref('thesis', 'a b/c', 'ris')).toBe('/cite/thesis/a%20b%2Fc.ris');
  });

  it.each([
    ['article', 'p-1_A.bib', { kind: 'article', id: 'p-1_A', extension: 'bib' }],
    ['thesis', '7.ris', { kind: 'thesis', id: '7', extension: 'ris' }],
    [
      'conference',
      `${'x'.repeat(64)}.json`,
      { kind: 'conference', id: 'x'.repeat(64), extension: 'json' },
    ],
  ])('reads %s %s', (kind, file, expected) => {
    expect(parseCiteFile(kind, file)).toEqual(expected);
  });

  it.each([
    ['paper', '7.bib'],
    ['article', '7.pdf'],
    ['article', '7.bibx'],
    ['article', 'x7.bib '],
    ['article', ' 7.bib'],
    ['article', 'a.b.bib'],
    ['article', '.bib'],
    ['article', `${'x'.repeat(65)}.bib`],
  ])('refuses %s %j', (kind, file) => {
    expect(parseCiteFile(kind, file)).toBeNull();
  });
});
