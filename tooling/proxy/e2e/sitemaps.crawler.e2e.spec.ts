// The origin as a crawler finds it through nginx: /robots.txt (the publisher's) names the
// origin's sitemap index and each journal's; every sitemap follows the protocol's rules, and
// every address in any of them answers 200 with HTML the W3C Nu HTML Checker finds no error in
// (each site's 404 page too). This is the one place all three sites are crawled together from
// the origin's own robots.txt.
import { htmlErrors, type ServedPage } from '@journals/page-audit/html-validity';
import { readSitemap, type SitemapFile } from '@journals/page-audit/sitemaps';
import { siteConfigs } from '@journals/site-config';
import { expect, test } from './fixtures.ts';
import { proxyUnderTest } from './env.ts';

/** Every sitemap file reached from `roots` through the indexes, each read once, by address. */
async function readSitemapsFrom(
  roots: readonly string[],
  origin: string,
): Promise<Map<string, SitemapFile>> {
  const files = new Map<string, SitemapFile>();
  const queue = [...roots];
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
    if (files.has(url)) continue;
    const file = await readSitemap(url, origin);
    files.set(url, file);
    if (file.root === 'sitemapindex') queue.push(...file.entries.map((entry) => entry.loc));
  }
  return files;
}

test('robots.txt leads to every sitemap of every site, and every address in them answers 200 with valid HTML', async () => {
  test.setTimeout(600_000);
  const origin = proxyUnderTest().url.replace(/\/$/, '');
  const robots = await fetch(`${origin}/robots.txt`);
  expect(robots.status).toBe(200);
  const lines = (await robots.text()).split('\n');
  const journals = Object.values(siteConfigs).filter((site) => site.kind === 'journal');
  for (const journal of journals) expect(lines).toContain(`Disallow: ${journal.prefix}api/`);
  const named = lines.filter((line) => line.startsWith('Sitemap: ')).map((line) => line.slice(9));
  expect(named).toEqual([
    `${origin}/sitemap.xml`,
    ...journals.map((journal) => `${origin}${journal.prefix}sitemap-index.xml`),
  ]);

  // Every sitemap file, reached from robots.txt through the indexes.
  const files = await readSitemapsFrom(named, origin);
  const index = files.get(`${origin}/sitemap.xml`);
  expect(index?.root).toBe('sitemapindex');
  expect(index?.entries.map((entry) => entry.loc)).toEqual([
    `${origin}/sitemap-pages.xml`,
    ...journals.map((journal) => `${origin}${journal.prefix}sitemap.xml`),
  ]);
  for (const file of files.values()) expect(file.problems, file.url).toEqual([]);

  const pages = [
    ...new Set(
      [...files.values()]
        .filter((file) => file.root === 'urlset')
        .flatMap((file) => file.entries.map((entry) => entry.loc)),
    ),
  ];
  for (const site of Object.values(siteConfigs)) {
    expect(
      pages.some((loc) => loc.startsWith(`${origin}${site.prefix}`) && loc !== `${origin}/`),
    ).toBe(true);
  }
  const failures: string[] = [];
  const served: ServedPage[] = [];
  const pending = [...pages];
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      for (let url = pending.shift(); url !== undefined; url = pending.shift()) {
        const response = await fetch(url, { redirect: 'manual' });
        const body = await response.text();
        if (response.status !== 200) failures.push(`${response.status} ${url}`);
        else if (!response.headers.get('content-type')?.startsWith('text/html')) {
          failures.push(`${response.headers.get('content-type')} ${url}`);
        } else served.push({ address: url.slice(origin.length), html: body });
      }
    }),
  );
  expect(failures).toEqual([]);

  // Each site's 404 page, beside the pages of the sitemaps.
  for (const site of Object.values(siteConfigs)) {
    const address = `${site.prefix}no-such-page`;
    const missing = await fetch(`${origin}${address}`);
    expect(missing.status, address).toBe(404);
    served.push({ address, html: await missing.text() });
  }
  expect(served.length).toBeGreaterThan(pages.length);
  expect(await htmlErrors(served)).toEqual([]);
});
