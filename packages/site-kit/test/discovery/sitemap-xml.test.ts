// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  latestDate,
  maxSitemapEntries,
  sitemapIndexXml,
  sitemapNamespace,
  urlsetXml,
} from '../../src/server/discovery/sitemap-xml.ts';
import { utcDateTime, xmlElement, xmlText } from '../../src/server/discovery/xml.ts';

async function text(pieces: AsyncIterable<string>): Promise<string> {
  let whole = '';
  for await (const piece of pieces) whole += piece;
  return whole;
}

describe('urlsetXml', () => {
  it('writes the sitemap namespace, escaped addresses and lastmod in UTC', async () => {
    const xml = await text(
      urlsetXml([
        { loc: 'https://j.example/indjece/archives/paperlist?year=2025&volume=2&issue=3' },
        { loc: 'https://j.example/indjece/x', lastmod: '2025-03-15 09:30:00' },
      ]),
    );
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        `<urlset xmlns="${sitemapNamespace}">\n` +
        '<url><loc>https://j.example/indjece/archives/paperlist?year=2025&amp;volume=2&amp;issue=3</loc></url>\n' +
        '<url><loc>https://j.example/indjece/x</loc><lastmod>2025-03-15T09:30:00Z</lastmod></url>\n' +
        '</urlset>\n',
    );
  });

  it('refuses more than 50,000 addresses in one file', async () => {
    function* many() {
      for (let index = 0; index <= maxSitemapEntries; index += 1) {
        yield { loc: `https://j.example/${index}` };
      }
    }
    await expect(text(urlsetXml(many()))).rejects.toThrow(/at most 50000/);
  });

  it('writes a long sitemap in pieces, not as one string', async () => {
    const entries = Array.from({ length: 1200 }, (_, index) => ({
      loc: `https://j.example/${index}`,
    }));
    const pieces: string[] = [];
    for await (const piece of urlsetXml(entries)) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(2);
    expect(pieces.join('').match(/<url>/g)).toHaveLength(1200);
  });
});

describe('sitemapIndexXml', () => {
  it('names each sitemap with its lastmod when known', async () => {
    const xml = await text(
      sitemapIndexXml([
        { loc: 'https://j.example/sitemap-pages.xml' },
        { loc: 'https://j.example/indjece/sitemap.xml', lastmod: '2026-11-03T17:45:49.000Z' },
      ]),
    );
    expect(xml).toContain(`<sitemapindex xmlns="${sitemapNamespace}">`);
    expect(xml).toContain('<sitemap><loc>https://j.example/sitemap-pages.xml</loc></sitemap>');
    expect(xml).toContain(
      '<sitemap><loc>https://j.example/indjece/sitemap.xml</loc><lastmod>2026-11-03T17:45:49Z</lastmod></sitemap>',
    );
  });
});

describe('xml text', () => {
  it.each([
    ['a & b < c > d "e" \'f\'', 'a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;'],
    ['bell\u0007 and nul\u0000 dropped', 'bell and nul dropped'],
    ['Fernández – 5 µm', 'Fernández – 5 µm'],
  ])('%j is written %j', (input, expected) => {
    expect(xmlText(input)).toBe(expected);
  });

  it('leaves out an element without text', () => {
    expect(xmlElement('lastmod', null)).toBe('');
    expect(xmlElement('loc', 'x')).toBe('<loc>x</loc>');
  });

  it.each([
    ['2025-04-03T10:00:00Z', '2025-04-03T10:00:00Z'],
    ['2025-04-03T10:00:00.000Z', '2025-04-03T10:00:00Z'],
    ['2025-04-03T15:30:00+05:30', '2025-04-03T10:00:00Z'],
    ['2025-03-15 09:30:00', '2025-03-15T09:30:00Z'],
    ['2025-03-15', '2025-03-15T00:00:00Z'],
    ['not a date', null],
    ['', null],
    [null, null],
  ])('utcDateTime(%j) is %j', (input, expected) => {
    expect(utcDateTime(input)).toBe(expected);
  });

  it('finds the latest of some dates', () => {
    expect(latestDate(['2025-01-01', null, '2026-02-03T04:05:06Z', 'bad'])).toBe(
      '2026-02-03T04:05:06Z',
    );
    expect(latestDate([null])).toBeNull();
  });
});
