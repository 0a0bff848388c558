// Blog posts, board members, topics and indexing partners in the API's field names.
import type { CallResponseBody } from '@journals/api-contract';
import type { FileUrls } from '../files/file-kinds.ts';
import type { JournalId } from '../journals.ts';
import { tagsOf } from '../repositories/content.ts';
import type { BlogRow, IndexingPartnerRow, MemberRow, TopicRow } from '../repositories/content.ts';

export type BlogItem = CallResponseBody<'blogListing'>['blogs'][number];
export type MemberItem = CallResponseBody<'editorialBoardListing'>['members'][number];
export type TopicGroupItem = CallResponseBody<'topicsListing'>['topics'][number];
export type IndexingPartnerItem = CallResponseBody<'indexfetch'>['indexingList'][number];

export function presentBlog(row: BlogRow, journalId: JournalId, urls: FileUrls): BlogItem {
  return {
    blog_id: row.blog_id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    author: row.author,
    published_at: row.published_at,
    tags: tagsOf(row),
    image_url: urls.url(journalId, 'blogImage', row.blog_id),
  };
}

export function presentMember(row: MemberRow, journalId: JournalId, urls: FileUrls): MemberItem {
  const expertise: unknown = JSON.parse(row.expertise_json);
  return {
    member_id: row.member_id,
    slug: row.slug,
    name: row.name,
    role: row.role,
    affiliation: row.affiliation,
    country: row.country,
    expertise: Array.isArray(expertise) ? expertise.map(String) : [],
    bio: row.bio,
    image_url: urls.url(journalId, 'memberImage', row.member_id),
    email: row.email,
  };
}

/** Topic rows (ordered by category) grouped into { category, topics }. */
export function presentTopicGroups(rows: readonly TopicRow[]): TopicGroupItem[] {
  const groups: { category: string; topics: string[] }[] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last?.category === row.category) last.topics.push(row.topic);
    else groups.push({ category: row.category, topics: [row.topic] });
  }
  return groups;
}

export function presentIndexingPartner(
  row: IndexingPartnerRow,
  urls: FileUrls,
): IndexingPartnerItem {
  return {
    indexing_id: row.indexing_id,
    indexing_name: row.indexing_name,
    indexing_url: row.indexing_url,
    indexing_image_url: urls.url('publisher', 'indexingLogo', row.indexing_id),
  };
}
