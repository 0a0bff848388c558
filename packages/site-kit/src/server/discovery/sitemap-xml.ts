// The sitemap protocol (sitemaps.org 0.9): a `urlset` of page addresses, a `sitemapindex` of
// sitemap addresses. Written piece by piece so a large sitemap streams instead of being built
// whole in memory.
import { utcDateTime, xmlElement } from './xml.ts';

export const sitemapNamespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** The protocol's limit of addresses (or sitemaps) per file. */
export const maxSitemapEntries = 50_000;

export interface SitemapEntry {
  /** Absolute address on the site's origin. */
  loc: string;
  /** When the page last changed (any ISO date-time); left out when unknown. */
  lastmod?: string | null;
}

const declaration = '<?xml version="1.0" encoding="UTF-8"?>\n';
/** Entries written per piece of the stream. */
const entriesPerChunk = 500;

function entryXml(element: 'url' | 'sitemap', entry: SitemapEntry): string {
  return `<${element}>${xmlElement('loc', entry.loc)}${xmlElement('lastmod', utcDateTime(entry.lastmod))}</${element}>\n`;
}

async function* document(
  root: 'urlset' | 'sitemapindex',
  element: 'url' | 'sitemap',
  entries: AsyncIterable<SitemapEntry> | Iterable<SitemapEntry>,
): AsyncGenerator<string> {
  yield `${declaration}<${root} xmlns="${sitemapNamespace}">\n`;
  let chunk = '';
  let count = 0;
  for await (const entry of entries) {
    count += 1;
    if (count > maxSitemapEntries) {
      throw new Error(`A sitemap file holds at most ${maxSitemapEntries} entries.`);
    }
    chunk += entryXml(element, entry);
    if (count % entriesPerChunk === 0) {
      yield chunk;
      chunk = '';
    }
  }
  yield `${chunk}</${root}>\n`;
}

/** A `urlset` document of at most 50,000 page addresses, in pieces. */
export function urlsetXml(
  entries: AsyncIterable<SitemapEntry> | Iterable<SitemapEntry>,
): AsyncGenerator<string> {
  return document('urlset', 'url', entries);
}

/** A `sitemapindex` document naming sitemap files, in pieces. */
export function sitemapIndexXml(sitemaps: Iterable<SitemapEntry>): AsyncGenerator<string> {
  return document('sitemapindex', 'sitemap', sitemaps);
}

/** The latest of some dates (for a sitemap's own `lastmod`), or null without any. */
export function latestDate(dates: Iterable<string | null | undefined>): string | null {
  let latest: string | null = null;
  for (const date of dates) {
    const utc = utcDateTime(date);
    if (utc && (latest === null || utc > latest)) latest = utc;
  }
  return latest;
}
