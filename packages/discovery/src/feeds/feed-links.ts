// The feeds every page of a journal names in its head (<link rel="alternate">), so readers and
// feed readers find them from any page.
import { discoveryPaths, sitePath, type JournalSiteConfig } from '@journals/site-config';

export type FeedName = 'latest' | 'current-issue';
export type FeedFormat = 'rss' | 'atom';

export const feedTypes: Record<FeedFormat, string> = {
  rss: 'application/rss+xml',
  atom: 'application/atom+xml',
};

/** The title of a feed. */
export function feedTitle(site: Pick<JournalSiteConfig, 'names'>, feed: FeedName): string {
  return feed === 'latest'
    ? `${site.names.acronym}: latest papers`
    : `${site.names.acronym}: current issue`;
}

export function feedLinks(site: Pick<JournalSiteConfig, 'names' | 'prefix'>) {
  return (['latest', 'current-issue'] as const).flatMap((feed) =>
    (['rss', 'atom'] as const).map((format) => ({
      rel: 'alternate',
      type: feedTypes[format],
      title: `${feedTitle(site, feed)} (${format === 'rss' ? 'RSS' : 'Atom'})`,
      href: sitePath(site, discoveryPaths.feed(feed, format)),
    })),
  );
}
