// @vitest-environment node
// A journal's sitemap over a walk in memory: each item at its absolute canonical address with its
// lastmod, the walk cut into files, and the index naming each file with its latest change.
import { siteConfigs } from '@journals/site-config';
import { describe, expect, it } from 'vitest';
import type { WalkItem } from '../src/archive-walk.server.ts';
import { SharedWalk } from '../src/shared-walk.ts';
import {
  sitemapEntry,
  sitemapFileCount,
  sitemapFileEntries,
  sitemapFileUrl,
  sitemapIndexEntries,
} from '../src/sitemap/sitemap-files.server.ts';
import { paper } from './fake-journal-api.ts';

const site = siteConfigs.indjece;
const origin = 'https://journals.example';

function page(href: string, lastmod: string | null = null): WalkItem {
  return { type: 'page', href, lastmod };
}

function thesis(id: string, updatedAt: string | null): WalkItem {
  return {
    type: 'record',
    record: {
      kind: 'thesis',
      summary: paper(id, { title: `Thesis ${id}`, updatedAt }),
      volume: 1,
      issue: null,
      conference: null,
    },
  };
}

/** Items `/p1` ... `/p<count>`, each changed on day `n` of January 2025. */
function pages(count: number): WalkItem[] {
  return Array.from({ length: count }, (_, index) =>
    page(`/p${index + 1}`, `2025-01-${String(index + 1).padStart(2, '0')}T00:00:00Z`),
  );
}

function walkOf(items: WalkItem[]) {
  return new SharedWalk(
    async function* () {
      yield* items;
    },
    { maxAgeMs: 60_000 },
  );
}

async function entriesOf(items: WalkItem[], part: number, perFile: number) {
  const found = [];
  for await (const entry of sitemapFileEntries(site, origin, walkOf(items), part, perFile)) {
    found.push(entry);
  }
  return found;
}

describe('sitemap entries', () => {
  it('give a page its absolute address under the prefix and its lastmod', () => {
    expect(sitemapEntry(site, origin, page('/about-us', '2025-01-02'))).toEqual({
      loc: 'https://journals.example/indjece/about-us',
      lastmod: '2025-01-02',
    });
    expect(sitemapEntry(site, origin, page('/archives/paperlist?year=2024&volume=1'))).toEqual({
      loc: 'https://journals.example/indjece/archives/paperlist?year=2024&volume=1',
      lastmod: null,
    });
  });

  it('give a record its canonical page and its updated_at as lastmod', () => {
    expect(sitemapEntry(site, origin, thesis('12', '2025-03-04T05:06:07Z'))).toEqual({
      loc: 'https://journals.example/indjece/thesis/paper-details?paperid=12&papertitle=thesis-12',
      lastmod: '2025-03-04T05:06:07Z',
    });
  });
});

describe('sitemap files', () => {
  it('are named sitemap.xml, then sitemap/<n>.xml', () => {
    expect(sitemapFileUrl(site, origin, 1)).toBe('https://journals.example/indjece/sitemap.xml');
    expect(sitemapFileUrl(site, origin, 2)).toBe('https://journals.example/indjece/sitemap/2.xml');
    expect(sitemapFileUrl(site, origin, 12)).toBe(
      'https://journals.example/indjece/sitemap/12.xml',
    );
  });

  it('hold the items of their part, in the order of the walk', async () => {
    const items = pages(7);
    const locs = async (part: number) =>
      (await entriesOf(items, part, 3)).map((entry) => entry.loc.replace(`${origin}/indjece`, ''));

    expect(await locs(1)).toEqual(['/p1', '/p2', '/p3']);
    expect(await locs(2)).toEqual(['/p4', '/p5', '/p6']);
    expect(await locs(3)).toEqual(['/p7']);
    expect(await locs(4)).toEqual([]);
  });

  it('hold 50,000 addresses each unless told otherwise', async () => {
    const items = Array.from({ length: 50_001 }, (_, index) => page(`/p${index + 1}`));

    let first = 0;
    for await (const _entry of sitemapFileEntries(site, origin, walkOf(items), 1)) first += 1;

    expect(first).toBe(50_000);
    expect(sitemapFileCount(items)).toBe(2);
    expect(sitemapFileCount(items.slice(0, 50_000))).toBe(1);
  });

  it('are at least one, and as many as the walk fills', () => {
    expect(sitemapFileCount([], 3)).toBe(1);
    expect(sitemapFileCount(pages(3), 3)).toBe(1);
    expect(sitemapFileCount(pages(4), 3)).toBe(2);
    expect(sitemapFileCount(pages(7), 3)).toBe(3);
  });
});

describe('the sitemap index', () => {
  it('names each file with the latest change among its entries', () => {
    const items = [
      page('/a', null),
      thesis('1', '2025-02-01 10:00:00'),
      page('/b', '2025-01-15'),
      page('/c', '2025-03-01T00:00:00Z'),
      thesis('2', null),
      page('/d', null),
      page('/e', null),
    ];

    expect(sitemapIndexEntries(site, origin, items, 3)).toEqual([
      { loc: 'https://journals.example/indjece/sitemap.xml', lastmod: '2025-02-01T10:00:00Z' },
      { loc: 'https://journals.example/indjece/sitemap/2.xml', lastmod: '2025-03-01T00:00:00Z' },
      { loc: 'https://journals.example/indjece/sitemap/3.xml', lastmod: null },
    ]);
  });

  it('names the one file of a journal with fewer than 50,000 addresses', () => {
    expect(sitemapIndexEntries(site, origin, pages(3))).toEqual([
      { loc: 'https://journals.example/indjece/sitemap.xml', lastmod: '2025-01-03T00:00:00Z' },
    ]);
  });
});
