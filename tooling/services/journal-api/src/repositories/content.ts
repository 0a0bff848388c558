// Queries of a journal's content: blog posts and tags, the editorial board, topics; and the
// publisher's indexing partners.
import type { DatabaseSync } from 'node:sqlite';
import { numericId } from './ids.ts';
import { typedStatement } from './typed-statement.ts';

export interface BlogRow {
  blog_id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  author: string;
  published_at: string;
  /** Tag names in order, joined by a unit separator. */
  tag_list: string | null;
}

export interface MemberRow {
  member_id: number;
  slug: string;
  name: string;
  role: string;
  affiliation: string;
  country: string;
  expertise_json: string;
  bio: string;
  email: string;
}

export interface TopicRow {
  category: string;
  topic: string;
}

export interface IndexingPartnerRow {
  indexing_id: number;
  indexing_name: string;
  indexing_url: string;
  logo_mark: string;
  logo_colour: string;
}

/** Separates tag names in `tag_list`; never part of a tag. */
export const tagSeparator = '\u001f';

export function tagsOf(row: BlogRow): string[] {
  return row.tag_list === null ? [] : row.tag_list.split(tagSeparator);
}

const blogColumns = `b.blog_id, b.slug, b.title, b.excerpt, b.content, b.author, b.published_at,
  (SELECT group_concat(t.tag, char(31)) FROM
     (SELECT tag FROM blog_tags WHERE blog_id = b.blog_id ORDER BY position) t) AS tag_list`;

const memberColumns = `member_id, slug, name, role, affiliation, country, expertise_json, bio, email`;

export function createContentRepository(db: DatabaseSync) {
  const blogs = typedStatement<BlogRow>(
    db,
    `SELECT ${blogColumns} FROM blogs b WHERE b.journal_id = ?
     ORDER BY b.published_at DESC, b.blog_id DESC`,
  );
  const blogBySlug = typedStatement<BlogRow>(
    db,
    `SELECT ${blogColumns} FROM blogs b WHERE b.journal_id = ? AND b.slug = ?`,
  );
  const blogById = typedStatement<BlogRow>(
    db,
    `SELECT ${blogColumns} FROM blogs b WHERE b.journal_id = ? AND b.blog_id = ?`,
  );
  const blogsByTag = typedStatement<BlogRow>(
    db,
    `SELECT ${blogColumns} FROM blogs b
     WHERE b.journal_id = ? AND EXISTS (
       SELECT 1 FROM blog_tags g WHERE g.blog_id = b.blog_id AND g.tag_slug = ?)
     ORDER BY b.published_at DESC, b.blog_id DESC`,
  );
  const members = typedStatement<MemberRow>(
    db,
    `SELECT ${memberColumns} FROM editorial_members WHERE journal_id = ? ORDER BY position`,
  );
  const memberBySlug = typedStatement<MemberRow>(
    db,
    `SELECT ${memberColumns} FROM editorial_members WHERE journal_id = ? AND slug = ?`,
  );
  const memberById = typedStatement<MemberRow>(
    db,
    `SELECT ${memberColumns} FROM editorial_members WHERE journal_id = ? AND member_id = ?`,
  );
  const topics = typedStatement<TopicRow>(
    db,
    'SELECT category, topic FROM topics WHERE journal_id = ? ORDER BY category_position, position',
  );
  const partners = typedStatement<IndexingPartnerRow>(
    db,
    `SELECT indexing_id, indexing_name, indexing_url, logo_mark, logo_colour
     FROM indexing_partners ORDER BY position`,
  );
  const partnerById = typedStatement<IndexingPartnerRow>(
    db,
    `SELECT indexing_id, indexing_name, indexing_url, logo_mark, logo_colour
     FROM indexing_partners WHERE indexing_id = ?`,
  );

  const byNumericId = <Row>(id: string, find: (numeric: number) => Row | undefined) => {
    const numeric = numericId(id);
    return numeric === undefined ? undefined : find(numeric);
  };

  return {
    /** Newest first. */
    blogs: (journalId: string) => blogs.all(journalId),
    blog: (journalId: string, slug: string) => blogBySlug.get(journalId, slug.toLowerCase()),
    blogById: (journalId: string, id: string) =>
      byNumericId(id, (numeric) => blogById.get(journalId, numeric)),
    /** Posts with the tag whose slug is `tagSlug` (case-insensitive), newest first. */
    blogsByTag: (journalId: string, tagSlug: string) =>
      blogsByTag.all(journalId, tagSlug.toLowerCase()),
    members: (journalId: string) => members.all(journalId),
    member: (journalId: string, slug: string) => memberBySlug.get(journalId, slug.toLowerCase()),
    memberById: (journalId: string, id: string) =>
      byNumericId(id, (numeric) => memberById.get(journalId, numeric)),
    topics: (journalId: string) => topics.all(journalId),
    indexingPartners: () => partners.all(),
    indexingPartner: (id: string) => byNumericId(id, (numeric) => partnerById.get(numeric)),
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
