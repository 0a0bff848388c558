// Where each site publishes what crawlers, harvesters and reference managers read, relative to
// its prefix. The publisher's robots.txt and sitemap index name the journals' files through
// these, so the addresses are written once.
import type { SiteConfig } from './site-ids.ts';

export const discoveryPaths = {
  robots: '/robots.txt',
  /** The publisher's: the sitemap index of the origin. A journal's: its first sitemap file. */
  sitemap: '/sitemap.xml',
  /** The publisher's own pages. */
  pagesSitemap: '/sitemap-pages.xml',
  /** A journal's sitemap index (its sitemap files, for a crawler given the journal alone). */
  sitemapIndex: '/sitemap-index.xml',
  /** A journal's further sitemap files: /sitemap/2.xml, /sitemap/3.xml, ... */
  sitemapPart: (part: number) => `/sitemap/${part}.xml` as const,
  shareImage: '/share-image.png',
  /** A journal's OAI-PMH 2.0 base URL. */
  oai: '/oai',
  /** A journal's feeds. */
  feed: (feed: 'latest' | 'current-issue', format: 'rss' | 'atom') =>
    `/feeds/${feed}.${format}` as const,
} as const;

/** Paths of a site that crawlers should not fetch: a journal's API forwarder. */
export function crawlDisallowed(site: Pick<SiteConfig, 'kind'>): readonly `/${string}`[] {
  return site.kind === 'journal' ? ['/api/'] : [];
}

/**
 * The OAI-PMH repository identifier of every journal (the publisher's domain name), the middle
 * part of each record's identifier: oai:indjournals.example:indjece/article/101.
 */
export const oaiRepositoryIdentifier = 'indjournals.example';
