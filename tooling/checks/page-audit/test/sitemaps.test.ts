import { describe, expect, it } from 'vitest';
import { checkSitemap, sitemapNamespace } from '../src/sitemaps.ts';

const origin = 'https://journals.example';
const urlset = (body: string, namespace = sitemapNamespace) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${namespace}">${body}</urlset>`;

describe('checkSitemap', () => {
  it('reads a valid urlset: its addresses and lastmod', () => {
    const file = checkSitemap(
      `${origin}/sitemap.xml`,
      200,
      'application/xml; charset=utf-8',
      urlset(
        `<url><loc>${origin}/a?x=1&amp;y=2</loc><lastmod>2025-04-03T10:00:00Z</lastmod></url><url><loc>${origin}/b</loc></url>`,
      ),
      origin,
    );
    expect(file).toEqual({
      url: `${origin}/sitemap.xml`,
      root: 'urlset',
      entries: [
        { loc: `${origin}/a?x=1&y=2`, lastmod: '2025-04-03T10:00:00Z' },
        { loc: `${origin}/b`, lastmod: null },
      ],
      problems: [],
    });
  });

  it('reads a sitemap index', () => {
    const xml = `<sitemapindex xmlns="${sitemapNamespace}"><sitemap><loc>${origin}/s1.xml</loc></sitemap></sitemapindex>`;
    const file = checkSitemap(`${origin}/i.xml`, 200, 'application/xml', xml, origin);
    expect(file.root).toBe('sitemapindex');
    expect(file.entries).toEqual([{ loc: `${origin}/s1.xml`, lastmod: null }]);
  });

  it.each([
    ['a document that is not well-formed', urlset('<url><loc>x</url>'), /is not well-formed/],
    [
      'another namespace',
      urlset(`<url><loc>${origin}/a</loc></url>`, 'http://example.com/ns'),
      /namespace/,
    ],
    ['a relative address', urlset('<url><loc>/a</loc></url>'), /relative loc/],
    [
      'another origin',
      urlset('<url><loc>https://elsewhere.example/a</loc></url>'),
      /another origin/,
    ],
    [
      'a lastmod that is not a W3C date',
      urlset(`<url><loc>${origin}/a</loc><lastmod>03/04/2025</lastmod></url>`),
      /W3C/,
    ],
    ['another root element', `<rss version="2.0"></rss>`, /no urlset or sitemapindex root/],
  ])('finds %s', (_what, xml, problem) => {
    const file = checkSitemap(`${origin}/s.xml`, 200, 'application/xml', xml, origin);
    expect(file.problems.join('\n')).toMatch(problem);
  });

  it('finds more than 50,000 addresses in one file', () => {
    const body = Array.from(
      { length: 50_001 },
      (_, index) => `<url><loc>${origin}/${index}</loc></url>`,
    ).join('');
    expect(
      checkSitemap(`${origin}/s.xml`, 200, 'application/xml', urlset(body), origin).problems,
    ).toContain('has 50001 entries, more than 50,000');
  });

  it('finds a file that is not served as XML with 200', () => {
    const file = checkSitemap(`${origin}/s.xml`, 404, 'text/html', urlset(''), origin);
    expect(file.problems).toEqual(expect.arrayContaining(['answers 404', 'is sent as text/html']));
  });
});
