// The origin as a crawler finds it through nginx, and the one HTTP crawl of every site: /robots.txt
// (the publisher's) names the origin's sitemap index and each journal's; every sitemap follows the
// protocol's rules; and every address in any of them is read once, which serves every check of a
// served page: it answers 200 with HTML, its head is indexable (title, description, itself as
// canonical, no noindex; a paper's Google Scholar tags), its script policy allows exactly its own
// inline scripts, and the W3C Nu HTML Checker finds no error in it (each site's 404 page too).
// What a page does in a browser (axe, browser errors, layout) is each app's routes pass.
import { auditHead, type HeadExpectation } from '@journals/page-audit/head-audit';
import { htmlErrors, type ServedPage } from '@journals/page-audit/html-validity';
import { scriptPolicyProblems } from '@journals/page-audit/page-scripts';
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

/** What is wrong with a page as served, one line each: its head for what it should be, and its
 * script policy against its own scripts. */
function pageProblems(
  url: string,
  response: Response,
  html: string,
  expectation: HeadExpectation,
): string[] {
  const page = { url, status: response.status, headers: response.headers, html };
  return [
    ...auditHead(page, expectation),
    ...scriptPolicyProblems(response.headers.get('content-security-policy'), html),
  ].map((problem) => `${url}: ${problem}`);
}

test('robots.txt leads to every sitemap of every site, and every address in them answers 200 with an indexable head, its own script policy and valid HTML', async () => {
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
        if (!response.headers.get('content-type')?.startsWith('text/html')) {
          failures.push(`${url}: ${response.status} ${response.headers.get('content-type')}`);
          continue;
        }
        const expectation: HeadExpectation = {
          kind: 'indexable',
          citations: url.includes('/paper-details?'),
        };
        failures.push(...pageProblems(url, response, body, expectation));
        served.push({ address: url.slice(origin.length), html: body });
      }
    }),
  );

  // Each site's 404 page, beside the pages of the sitemaps: a 404 that says noindex.
  for (const site of Object.values(siteConfigs)) {
    const address = `${site.prefix}no-such-page`;
    const missing = await fetch(`${origin}${address}`);
    const html = await missing.text();
    failures.push(...pageProblems(`${origin}${address}`, missing, html, { kind: 'failed' }));
    served.push({ address, html });
  }
  expect(failures).toEqual([]);
  expect(served).toHaveLength(pages.length + Object.keys(siteConfigs).length);
  expect(await htmlErrors(served)).toEqual([]);
});
