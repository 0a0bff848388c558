// The origin as a crawler finds it through nginx, and the one HTTP crawl of every site: /robots.txt
// (the publisher's) names the origin's sitemap index and each journal's; every sitemap follows the
// protocol's rules; and every address in any of them is read once, which serves every check of a
// served page: it answers 200 with HTML, its head is indexable (title, description, itself as
// canonical, no noindex; a paper's Google Scholar tags), its script policy allows exactly its own
// inline scripts, and the W3C Nu HTML Checker finds no error in it (each site's 404 page too).
// The same crawl follows every same-origin link and file from those pages (anchors, stylesheets,
// icons, scripts, images, PDFs, downloads; redirects followed; #fragments against the ids of their
// page): every one answers, and every page it reaches carries its own script policy.
// What a page does in a browser (axe, browser errors, layout) is each app's routes pass.
import { auditHead, type HeadExpectation } from '@journals/page-audit/head-audit';
import { htmlErrors, type ServedPage } from '@journals/page-audit/html-validity';
import { crawlLinks, type CrawledPage, type LinkCrawl } from '@journals/page-audit/link-crawl';
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
function pageProblems(page: CrawledPage, expectation: HeadExpectation): string[] {
  return [
    ...auditHead(page, expectation),
    ...scriptPolicyProblems(page.headers.get('content-security-policy'), page.html),
  ].map((problem) => `${page.url}: ${problem}`);
}

/**
 * What is wrong with the pages of a crawl: each sitemap address is an indexable HTML page (a
 * paper's with its citation tags) with its own script policy, and every other page the links
 * reached carries its own script policy too.
 */
function crawledPageProblems(crawl: LinkCrawl, sitemapPages: readonly string[]): string[] {
  const inSitemap = new Set(sitemapPages);
  const missing = sitemapPages
    .filter((url) => !crawl.pages.has(url))
    .map((url) => `${url}: ${crawl.statuses.get(url)} without an HTML page`);
  const problems = [...crawl.pages.values()].flatMap((page) =>
    inSitemap.has(page.url)
      ? pageProblems(page, { kind: 'indexable', citations: page.url.includes('/paper-details?') })
      : scriptPolicyProblems(page.headers.get('content-security-policy'), page.html).map(
          (problem) => `${page.url}: ${problem}`,
        ),
  );
  return [...missing, ...problems];
}

/** The site an address (a path) belongs to: the one with the longest prefix of it. */
function siteOf(address: string): string | undefined {
  return Object.values(siteConfigs)
    .filter((site) => address.startsWith(site.prefix))
    .sort((a, b) => b.prefix.length - a.prefix.length)[0]?.id;
}

test('robots.txt leads to every sitemap of every site; every address in them answers 200 with an indexable head, its own script policy and valid HTML; every link and file they lead to answers', async () => {
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
  // One crawl: every sitemap address, and from them every same-origin link and file, each read
  // once. Links to other origins (share buttons, the editorial system, partners) are left out:
  // this machine has no network, and they are not ours to keep.
  const started = Date.now();
  const crawl = await crawlLinks({ start: pages, concurrency: 6 });
  console.info(
    `crawled ${crawl.statuses.size} addresses (${pages.length} in the sitemaps, ` +
      `${crawl.pages.size} HTML pages) in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  const failures: string[] = [...crawl.broken, ...crawledPageProblems(crawl, pages)];
  const served: ServedPage[] = pages
    .map((url) => ({ address: url.slice(origin.length), html: crawl.pages.get(url)?.html ?? '' }))
    .filter(({ html }) => html !== '');
  // Each site was crawled through its links, not only its sitemap.
  for (const site of Object.values(siteConfigs)) {
    const underSite = [...crawl.statuses.keys()].filter(
      (url) => siteOf(url.slice(origin.length)) === site.id,
    );
    expect(underSite.length, `addresses read on ${site.id}`).toBeGreaterThan(
      pages.filter((url) => siteOf(url.slice(origin.length)) === site.id).length + 20,
    );
  }

  // Each site's 404 page, beside the pages of the sitemaps: a 404 that says noindex.
  for (const site of Object.values(siteConfigs)) {
    const address = `${site.prefix}no-such-page`;
    const missing = await fetch(`${origin}${address}`);
    const html = await missing.text();
    const page = {
      url: `${origin}${address}`,
      status: missing.status,
      headers: missing.headers,
      html,
    };
    failures.push(...pageProblems(page, { kind: 'failed' }));
    served.push({ address, html });
  }
  expect(failures).toEqual([]);
  expect(served).toHaveLength(pages.length + Object.keys(siteConfigs).length);
  expect(await htmlErrors(served)).toEqual([]);
});
