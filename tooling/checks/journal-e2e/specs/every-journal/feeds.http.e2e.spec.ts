// The journal's feeds as feed readers read them: RSS 2.0 and Atom, parsed by an independent
// parser (@rowanmanning/feed-parser), with the latest papers and the current issue's, each
// item linking a page that answers 200; and every page's head names them.
import { parseFeed } from '@rowanmanning/feed-parser';
import { linksWithRel, readDocument } from '@journals/page-audit/html';
import { apiArchive, apiIssuePapers } from '../../src/api-items.ts';
import { expect, test, type SiteUnderTest } from '../../src/fixtures.ts';

/** The two formats of each feed: the content type it is served with and what the parser reads. */
const formats = {
  rss: {
    name: 'RSS 2.0',
    contentType: 'application/rss+xml; charset=utf-8',
    meta: { type: 'rss', version: '2.0' },
  },
  atom: {
    name: 'Atom',
    contentType: 'application/atom+xml; charset=utf-8',
    meta: { type: 'atom' },
  },
} as const;

type Feed = ReturnType<typeof parseFeed>;

async function currentIssuePapers() {
  const archive = await apiArchive();
  const year = Math.max(...Object.keys(archive).map(Number));
  const volumes = archive[String(year)] ?? {};
  const volume = Math.max(...Object.keys(volumes).map(Number));
  const issue = Math.max(...(volumes[String(volume)] ?? []).map(Number));
  return { slot: { year, volume, issue }, papers: await apiIssuePapers({ year, volume, issue }) };
}

/** The feed at feeds/<file>: served with its format's content type, parsed as that format. */
async function readFeed(
  site: SiteUnderTest,
  file: string,
  format: (typeof formats)[keyof typeof formats],
): Promise<Feed> {
  const response = await fetch(site.url(`feeds/${file}`));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe(format.contentType);
  const feed = parseFeed(await response.text());
  expect(feed.meta).toMatchObject(format.meta);
  expect(feed.title).toContain(site.config.names.acronym);
  return feed;
}

/** Every item links a paper's page, with its authors, a date and a summary; the first answers 200. */
async function expectItemsLinkTheirPages(site: SiteUnderTest, feed: Feed): Promise<void> {
  for (const item of feed.items) {
    expect(item.url?.startsWith(site.url('archives/paper-details?'))).toBe(true);
    expect(item.authors.length).toBeGreaterThan(0);
    expect(item.published ?? item.updated).toBeInstanceOf(Date);
    expect(item.description ?? item.content).toBeTruthy();
  }
  const first = await fetch(feed.items[0]?.url ?? '');
  expect(first.status).toBe(200);
}

for (const [type, format] of Object.entries(formats)) {
  test(`feeds/latest.${type} is ${format.name} with its papers, each linking its page`, async ({
    site,
  }) => {
    const feed = await readFeed(site, `latest.${type}`, format);
    // The 20 latest papers.
    expect(feed.items).toHaveLength(20);
    await expectItemsLinkTheirPages(site, feed);
  });

  test(`feeds/current-issue.${type} is ${format.name} with its papers, each linking its page`, async ({
    site,
  }) => {
    const feed = await readFeed(site, `current-issue.${type}`, format);
    // Exactly the current issue's papers.
    const { papers } = await currentIssuePapers();
    expect(feed.items).toHaveLength(papers.length);
    expect(feed.items.map((item) => item.title).sort()).toEqual(
      papers.map((paper) => paper.paper_title).sort(),
    );
    await expectItemsLinkTheirPages(site, feed);
  });
}

test('an unknown feed is a 404, and an API that is down a 503', async ({ site }) => {
  for (const file of ['oldest.rss', 'latest.json', 'latest']) {
    expect((await fetch(site.url(`feeds/${file}`))).status, file).toBe(404);
  }
  expect((await fetch(site.url('feeds/latest.rss', 'apiDown'))).status).toBe(503);
});

test('every kind of page names the four feeds in its head', async ({ site }) => {
  const pages = ['', 'aim-and-scope', 'archives', 'thesis', 'blogs', 'no-such-page'];
  for (const path of pages) {
    const html = await (await fetch(site.url(path))).text();
    const alternates = linksWithRel(readDocument(html), 'alternate')
      .filter((link) => link.inHead)
      .map((link) => [link.attributes.type, link.attributes.href]);
    expect(alternates, path).toEqual([
      ['application/rss+xml', `${site.prefix}feeds/latest.rss`],
      ['application/atom+xml', `${site.prefix}feeds/latest.atom`],
      ['application/rss+xml', `${site.prefix}feeds/current-issue.rss`],
      ['application/atom+xml', `${site.prefix}feeds/current-issue.atom`],
    ]);
  }
});

test('with no issue published yet the feeds are valid and empty, and the sitemap lists the pages', async ({
  site,
}) => {
  for (const [file, type] of [
    ['latest.rss', 'rss'],
    ['current-issue.atom', 'atom'],
  ] as const) {
    const response = await fetch(site.url(`feeds/${file}`, 'emptyArchive'));
    expect(response.status, file).toBe(200);
    const feed = parseFeed(await response.text());
    expect(feed.meta.type).toBe(type);
    expect(feed.items).toEqual([]);
  }
  const sitemap = await fetch(site.url('sitemap.xml', 'emptyArchive'));
  expect(sitemap.status).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${site.url('aim-and-scope', 'emptyArchive')}</loc>`);
  expect(xml).not.toContain('/archives/paper-details?');
});
