// Items the app shows only server-rendered (blog posts, board members), asked of the reference
// API itself: their slugs and names, for the specs to visit and to expect in titles.
import { apiBase, e2eAuthorization } from './env.ts';

async function ask<T>(call: string, body: object = {}): Promise<T> {
  const response = await fetch(`${apiBase()}/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: e2eAuthorization },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${call} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The journal's archive index as the API itself answers it: year -> volume -> issues. */
export async function apiArchive(): Promise<Record<string, Record<string, number[]>>> {
  return (await ask<{ archives: Record<string, Record<string, number[]>> }>('archiveYearListing'))
    .archives;
}

export interface BlogPostRef {
  slug: string;
  title: string;
  tags: string[];
}

/** The first blog post that has a tag. */
export async function taggedPost(): Promise<BlogPostRef> {
  const { blogs } = await ask<{ blogs: BlogPostRef[] }>('blogListing');
  const post = blogs.find((candidate) => candidate.tags.length > 0);
  if (!post) throw new Error('The reference API has no tagged blog post.');
  return post;
}

export interface MemberRef {
  slug: string;
  name: string;
}

export async function firstMember(): Promise<MemberRef> {
  const { members } = await ask<{ members: MemberRef[] }>('editorialBoardListing');
  const member = members[0];
  if (!member) throw new Error('The reference API has no board member.');
  return member;
}

interface Totals {
  total_items: number;
}

/**
 * How many papers, theses and conference papers the API lists, asked of the API itself (every
 * issue, thesis volume and conference), for the discovery specs to compare with.
 */
export async function apiRecordCounts(): Promise<{
  article: number;
  thesis: number;
  conference: number;
  total: number;
}> {
  let article = 0;
  for (const [year, volumes] of Object.entries(await apiArchive())) {
    for (const [volume, issues] of Object.entries(volumes)) {
      for (const issue of issues) {
        const body = {
          year: Number(year),
          volume: Number(volume),
          issue: Number(issue),
          page: 1,
          per_page: 1,
        };
        article += (await ask<Totals>('archivePaperListing', body)).total_items;
      }
    }
  }
  let thesis = 0;
  const { thesis: years } = await ask<{ thesis: Record<string, string[]> }>('thesisYearListing');
  for (const [year, volumes] of Object.entries(years)) {
    for (const volume of volumes) {
      const body = {
        thesis_year: Number(year),
        thesis_volume: Number(volume),
        page: 1,
        per_page: 1,
      };
      thesis += (await ask<Totals>('thesisDataListing', body)).total_items;
    }
  }
  let conference = 0;
  const { Conference_CategoriesList: categories } = await ask<{
    Conference_CategoriesList: { id: number }[];
  }>('conferenceCategoriesFetch');
  for (const { id } of categories) {
    conference += (await ask<Totals>('conferenceFetch', { id, page: 1, per_page: 1 })).total_items;
  }
  return { article, thesis, conference, total: article + thesis + conference };
}

/** The papers of an issue as the API lists them (at most 100). */
export async function apiIssuePapers(slot: {
  year: number;
  volume: number;
  issue: number;
}): Promise<{ paper_id: number | string; paper_title: string }[]> {
  const { papersList } = await ask<{
    papersList: { paper_id: number | string; paper_title: string }[];
  }>('archivePaperListing', { ...slot, page: 1, per_page: 100 });
  return papersList;
}
