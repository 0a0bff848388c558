// What crawlers read of the publisher: /robots.txt covers the whole origin (every journal's API
// forwarder kept out) and names the sitemaps; /sitemap.xml is the origin's sitemap index; the
// publisher's own pages are in /sitemap-pages.xml, each answering 200 as its own canonical page.
import { readSitemap } from '@journals/page-audit/sitemaps';
import { linksWithRel, metaNamed, readDocument } from '@journals/page-audit/html';
import { expect, test } from './fixtures.ts';

test('robots.txt keeps crawlers out of the journals’ API forwarders and names every sitemap index', async ({
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const response = await request.get('robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect((await response.text()).split('\n')).toEqual([
    'User-agent: *',
    'Disallow: /indjeee/api/',
    'Disallow: /indjece/api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    `Sitemap: ${origin}/indjeee/sitemap-index.xml`,
    `Sitemap: ${origin}/indjece/sitemap-index.xml`,
    '',
  ]);
});

test('the sitemap index names the publisher’s pages and each journal’s sitemap', async ({
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const index = await readSitemap(`${origin}/sitemap.xml`, origin);
  expect(index.problems).toEqual([]);
  expect(index.root).toBe('sitemapindex');
  expect(index.entries.map((entry) => entry.loc)).toEqual([
    `${origin}/sitemap-pages.xml`,
    `${origin}/indjeee/sitemap.xml`,
    `${origin}/indjece/sitemap.xml`,
  ]);
});

test('every page of the publisher’s sitemap answers 200 as its own canonical page', async ({
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const pages = await readSitemap(`${origin}/sitemap-pages.xml`, origin);
  expect(pages.problems).toEqual([]);
  expect(pages.entries.length).toBe(15);
  expect(pages.entries.map((entry) => entry.loc)).not.toContain(`${origin}/guidence-for-authors`);
  for (const { loc } of pages.entries) {
    const response = await fetch(loc);
    expect(response.status, loc).toBe(200);
    const document = readDocument(await response.text());
    expect(linksWithRel(document, 'canonical')[0]?.attributes.href, loc).toBe(loc);
    expect(metaNamed(document, 'og:image')[0]?.attributes.content).toBe(
      `${origin}/share-image.png`,
    );
  }
});

test('the share image is a PNG', async ({ request }) => {
  const response = await request.get('share-image.png');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
});
