// Items the app shows only server-rendered (blog posts, board members), asked of the reference
// API itself: their slugs and names, for the specs to visit and to expect in titles.
import { apiBase, e2eAuthorization } from './env.ts';

async function ask<T>(call: string): Promise<T> {
  const response = await fetch(`${apiBase()}/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: e2eAuthorization },
    body: '{}',
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
