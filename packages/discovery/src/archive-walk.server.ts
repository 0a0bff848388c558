// A walk of everything the journal publishes, through the API calls the pages use: the page
// routes without parameters, the blog posts, tags and board members, then the archive (the year
// listing, then each issue's pages of papers), the theses (year listing, each volume's pages)
// and the conferences (categories, each one's pages). Every record comes before the list page
// that lists it, which carries the latest change of its records.
import type { ApiClient } from '@journals/api-client';
import type { ArchiveIndex, PaperSummary } from '@journals/api-contract';
import { hrefFor, paperSlug } from '@journals/paper-list/model';
import { latestDate } from '@journals/site-kit/server/discovery/sitemap-xml.ts';
import type { JournalRecord } from './records.ts';

/** A page of the journal that is not a record: its address relative to the prefix. */
export interface PageItem {
  type: 'page';
  href: string;
  lastmod: string | null;
}

export interface RecordItem {
  type: 'record';
  record: JournalRecord;
}

export type WalkItem = PageItem | RecordItem;

/** Items asked for per API call (the API allows at most 100). */
export const walkPageSize = 100;

async function* pages<T>(
  fetchPage: (page: number) => Promise<{ items: T[]; pagination: { totalPages: number } }>,
): AsyncGenerator<T[]> {
  for (let page = 1; ; page += 1) {
    const { items, pagination } = await fetchPage(page);
    if (items.length > 0) yield items;
    if (page >= pagination.totalPages || items.length === 0) return;
  }
}

function slots(index: ArchiveIndex) {
  // Oldest first: a record keeps its place in the walk as new issues appear.
  return [...index]
    .reverse()
    .flatMap(({ year, volumes }) =>
      volumes.flatMap(({ volume, issues }) => issues.map((issue) => ({ year, volume, issue }))),
    );
}

function latestOf(records: readonly PaperSummary[]): string | null {
  return latestDate(records.map((record) => record.updatedAt));
}

async function* articles(client: ApiClient): AsyncGenerator<WalkItem> {
  const index = await client.call('archiveYearListing', {});
  for (const slot of slots(index)) {
    const listed: PaperSummary[] = [];
    for await (const items of pages((page) =>
      client.call('archivePaperListing', { ...slot, page, per_page: walkPageSize }),
    )) {
      for (const summary of items) {
        listed.push(summary);
        yield { type: 'record', record: { kind: 'article', summary, ...slot, conference: null } };
      }
    }
    const href = hrefFor('archives', { ...slot, page: 1, search: '', conference: null });
    yield { type: 'page', href, lastmod: latestOf(listed) };
  }
}

async function* theses(client: ApiClient): AsyncGenerator<WalkItem> {
  const index = await client.call('thesisYearListing', {});
  for (const { year, volume } of slots(index)) {
    const listed: PaperSummary[] = [];
    for await (const items of pages((page) =>
      client.call('thesisDataListing', {
        thesis_year: year,
        thesis_volume: volume,
        page,
        per_page: walkPageSize,
      }),
    )) {
      for (const summary of items) {
        listed.push(summary);
        yield {
          type: 'record',
          record: { kind: 'thesis', summary, volume, issue: null, conference: null },
        };
      }
    }
    const href = hrefFor('thesis', {
      year,
      volume,
      issue: 0,
      page: 1,
      search: '',
      conference: null,
    });
    yield { type: 'page', href, lastmod: latestOf(listed) };
  }
}

async function* conferencePapers(client: ApiClient): AsyncGenerator<WalkItem> {
  const categories = await client.call('conferenceCategoriesFetch', {});
  for (const category of categories) {
    const listed: PaperSummary[] = [];
    const conference = { id: category.id, name: category.name };
    for await (const items of pages((page) =>
      client.call('conferenceFetch', { id: category.id, page, per_page: walkPageSize }),
    )) {
      for (const summary of items) {
        listed.push(summary);
        yield {
          type: 'record',
          record: {
            kind: 'conference',
            summary,
            volume: category.volume,
            issue: category.issue,
            conference,
          },
        };
      }
    }
    const href = hrefFor('conference', {
      year: category.year,
      volume: category.volume,
      issue: category.issue,
      page: 1,
      search: '',
      conference,
    });
    yield { type: 'page', href, lastmod: latestOf(listed) };
  }
}

async function* contentPages(client: ApiClient): AsyncGenerator<WalkItem> {
  const [posts, members] = await Promise.all([
    client.call('blogListing', {}),
    client.call('editorialBoardListing', {}),
  ]);
  const tags = new Map<string, string | null>();
  for (const post of posts) {
    yield {
      type: 'page',
      href: `/blogs/${encodeURIComponent(post.slug)}`,
      lastmod: post.publishedAt,
    };
    for (const tag of post.tags) {
      const slug = paperSlug(tag);
      tags.set(slug, latestDate([tags.get(slug), post.publishedAt]));
    }
  }
  for (const [slug, lastmod] of tags) yield { type: 'page', href: `/blogs/tag/${slug}`, lastmod };
  for (const member of members) {
    yield {
      type: 'page',
      href: `/editorial-board/${encodeURIComponent(member.slug)}`,
      lastmod: null,
    };
  }
}

/**
 * Everything the journal publishes, in a stable order: `staticPages` (relative addresses), the
 * content pages, then articles, theses and conference papers, each area oldest first. A failing
 * API call ends the walk with its error.
 */
export async function* walkJournal(
  client: ApiClient,
  staticPages: readonly string[],
): AsyncGenerator<WalkItem> {
  for (const href of staticPages) yield { type: 'page', href, lastmod: null };
  yield* contentPages(client);
  yield* articles(client);
  yield* theses(client);
  yield* conferencePapers(client);
}
