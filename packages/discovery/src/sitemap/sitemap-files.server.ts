// A journal's sitemap: every item of its walk (pages, lists, papers, theses, conference papers)
// at its canonical address, in files of at most 50,000 addresses. File 1 is /sitemap.xml, the
// further ones /sitemap/2.xml, ...; /sitemap-index.xml names them all with their lastmod.
import { discoveryPaths, sitePath, type JournalSiteConfig } from '@journals/site-config';
import {
  latestDate,
  maxSitemapEntries,
  type SitemapEntry,
} from '@journals/site-kit/server/discovery/sitemap-xml.ts';
import type { SharedWalk } from '../shared-walk.ts';
import type { WalkItem } from '../archive-walk.server.ts';
import { recordHref } from '../records.ts';

/** The absolute address of sitemap file `part` (1-based). */
export function sitemapFileUrl(site: JournalSiteConfig, origin: string, part: number): string {
  const path = part === 1 ? discoveryPaths.sitemap : discoveryPaths.sitemapPart(part);
  return `${origin}${sitePath(site, path)}`;
}

export function sitemapEntry(
  site: JournalSiteConfig,
  origin: string,
  item: WalkItem,
): SitemapEntry {
  if (item.type === 'page')
    return { loc: `${origin}${sitePath(site, item.href)}`, lastmod: item.lastmod };
  return {
    loc: `${origin}${sitePath(site, recordHref(item.record))}`,
    lastmod: item.record.summary.updatedAt,
  };
}

/** The entries of file `part`, as the walk finds them. */
export async function* sitemapFileEntries(
  site: JournalSiteConfig,
  origin: string,
  walk: SharedWalk<WalkItem>,
  part: number,
  perFile = maxSitemapEntries,
): AsyncGenerator<SitemapEntry> {
  const first = (part - 1) * perFile;
  let index = 0;
  for await (const item of walk.items()) {
    if (index >= first + perFile) return;
    if (index >= first) yield sitemapEntry(site, origin, item);
    index += 1;
  }
}

/** How many files the journal's sitemap has (at least 1: the pages are always there). */
export function sitemapFileCount(items: readonly WalkItem[], perFile = maxSitemapEntries): number {
  return Math.max(1, Math.ceil(items.length / perFile));
}

/** The sitemap index's entries: each file with the latest change among its entries. */
export function sitemapIndexEntries(
  site: JournalSiteConfig,
  origin: string,
  items: readonly WalkItem[],
  perFile = maxSitemapEntries,
): SitemapEntry[] {
  return Array.from({ length: sitemapFileCount(items, perFile) }, (_, file) => ({
    loc: sitemapFileUrl(site, origin, file + 1),
    lastmod: latestDate(
      items
        .slice(file * perFile, (file + 1) * perFile)
        .map((item) => sitemapEntry(site, origin, item).lastmod),
    ),
  }));
}
