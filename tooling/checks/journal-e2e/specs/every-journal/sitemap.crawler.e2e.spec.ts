// The journal's robots.txt and sitemaps as crawlers read them: every sitemap file valid by the
// sitemap protocol's rules (well-formed XML, its namespace, at most 50,000 entries, absolute
// addresses on the site's origin), and every record the API lists in it. The pages it names are
// read in the crawl of every site through nginx (tooling/services/proxy, sitemaps.crawler), once each:
// status, head tags, canonical, script policy and HTML validity.
import { apiRecordCounts } from '../../src/api-items.ts';
import { expect, test } from '../../src/fixtures.ts';
import { readSitemap, type SitemapFile } from '@journals/page-audit/sitemaps';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let files: SitemapFile[];

test.beforeAll(async ({ site }) => {
  // The walk requests every route (or every sitemap file): on a loaded 2-core machine it takes
  // longer than the default hook timeout.
  test.setTimeout(240_000);
  const index = await readSitemap(site.url('sitemap-index.xml'), site.origin);
  files = [index];
  for (const loc of index.entries.map((entry) => entry.loc)) {
    files.push(await readSitemap(loc, site.origin));
  }
});

test('robots.txt keeps crawlers out of the API forwarder and names the sitemap index', async ({
  site,
}) => {
  const response = await fetch(site.url('robots.txt'));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  const lines = (await response.text()).split('\n');
  expect(lines).toContain('User-agent: *');
  expect(lines).toContain(`Disallow: ${site.prefix}api/`);
  expect(lines).toContain(`Sitemap: ${site.url('sitemap-index.xml')}`);
});

test('the sitemap index and every file it names follow the sitemap protocol', ({ site }) => {
  expect(files[0]?.root).toBe('sitemapindex');
  expect(files[0]?.entries.map((entry) => entry.loc)[0]).toBe(site.url('sitemap.xml'));
  for (const file of files) expect(file.problems, file.url).toEqual([]);
  for (const file of files.slice(1)) {
    expect(file.root, file.url).toBe('urlset');
    expect(file.entries.length).toBeGreaterThan(0);
    expect(file.entries.length).toBeLessThanOrEqual(50_000);
  }
});

test('every paper, thesis and conference paper the API lists is in the sitemap once, dated', async () => {
  const counts = await apiRecordCounts();
  const locs = files.slice(1).flatMap((file) => file.entries);
  const records = locs.filter((entry) => entry.loc.includes('/paper-details?'));
  expect(records).toHaveLength(counts.total);
  expect(new Set(locs.map((entry) => entry.loc)).size).toBe(locs.length);
  for (const record of records) expect(record.lastmod, record.loc).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  for (const area of ['archives', 'thesis', 'conference']) {
    expect(records.some((entry) => entry.loc.includes(`/${area}/paper-details?`))).toBe(true);
  }
});

test('a sitemap file the journal does not have is a 404, and an API that is down a 503', async ({
  site,
}) => {
  const count = (files[0]?.entries.length ?? 0) + 1;
  for (const path of [
    `sitemap/${count}.xml`,
    'sitemap/1.xml',
    'sitemap/two.xml',
    'sitemap/0.xml',
  ]) {
    expect((await fetch(site.url(path))).status, path).toBe(404);
  }
  for (const path of ['sitemap.xml', 'sitemap-index.xml']) {
    const response = await fetch(site.url(path, 'apiDown'));
    expect(response.status, path).toBe(503);
    expect(response.headers.get('retry-after')).toBeTruthy();
  }
});
