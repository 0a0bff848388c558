// A journal's feeds as documents: RSS 2.0 and Atom 1.0 (the `feed` package) of the current
// issue or the latest papers. Every item links the paper's canonical page and carries its
// authors, date and abstract (plain text, from the sanitized API text).
import { discoveryPaths, sitePath, type JournalSiteConfig } from '@journals/site-config';
import { listHeading } from '@journals/paper-list/model';
import { utcDateTime } from '@journals/site-kit/server/discovery/xml.ts';
import { Feed } from 'feed';
import { recordHref } from '../records.ts';
import type { FeedPapers } from './feed-papers.server.ts';
import { feedTitle, feedTypes, type FeedFormat, type FeedName } from './feed-links.ts';

export type { FeedFormat };

export const feedContentTypes: Record<FeedFormat, string> = {
  rss: `${feedTypes.rss}; charset=utf-8`,
  atom: `${feedTypes.atom}; charset=utf-8`,
};

function dateOf(value: string | null, fallback: Date): Date {
  const utc = utcDateTime(value);
  return utc ? new Date(utc) : fallback;
}

export function journalFeed(
  site: JournalSiteConfig,
  origin: string,
  feed: FeedName,
  { slot, papers }: FeedPapers,
): Feed {
  const home = `${origin}${site.prefix}`;
  const since = new Date(Date.UTC(site.journal.startYear, 0, 1));
  const dates = papers.map((paper) => dateOf(paper.summary.updatedAt, since).getTime());
  const issue = slot ? listHeading('archives', slot) : null;
  const result = new Feed({
    id: `${origin}${sitePath(site, discoveryPaths.feed(feed, 'atom'))}`,
    title: feedTitle(site, feed),
    description:
      feed === 'current-issue' && issue
        ? `The papers of ${issue} of ${site.names.title}.`
        : `The latest papers published in ${site.names.title}.`,
    link: home,
    language: site.language,
    image: `${origin}${sitePath(site, discoveryPaths.shareImage)}`,
    favicon: `${origin}${site.prefix}favicon.ico`,
    copyright: `Articles © their authors, published under ${site.licence.name} (${site.licence.url}).`,
    updated: new Date(dates.length > 0 ? Math.max(...dates) : since.getTime()),
    generator: site.names.publisher,
    feedLinks: {
      rss: `${origin}${sitePath(site, discoveryPaths.feed(feed, 'rss'))}`,
      atom: `${origin}${sitePath(site, discoveryPaths.feed(feed, 'atom'))}`,
    },
    author: { name: site.names.publisher, link: home },
  });
  for (const { summary, abstract } of papers) {
    const link = `${origin}${sitePath(site, recordHref({ kind: 'article', summary }))}`;
    const where =
      summary.year !== null && summary.volume !== null && summary.issue !== null
        ? listHeading('archives', {
            year: summary.year,
            volume: summary.volume,
            issue: summary.issue,
          })
        : null;
    const lead = [where, summary.pages ? `pages ${summary.pages}` : null]
      .filter(Boolean)
      .join(', ');
    result.addItem({
      title: summary.title,
      id: link,
      link,
      date: dateOf(summary.updatedAt, since),
      description: [lead, abstract].filter(Boolean).join('. '),
      author: summary.authors.map((name) => ({ name })),
    });
  }
  return result;
}
