// Indexing partners, blogs, members and topics -> UI types (suggestions and conference
// categories, which the lists read in the browser without the sanitizer: list-content.ts).
import { sanitizeRichText } from '#rich-text';
import type * as z from 'zod/mini';
import type { blogSchema, memberSchema, topicGroupSchema } from '../responses/content.ts';
import type { indexingPartnerSchema } from '../responses/indexing.ts';
import type { BlogPost, EditorialMember, IndexingPartner, TopicGroup } from '../types.ts';

export type ApiIndexingPartner = z.output<typeof indexingPartnerSchema>;
export type ApiBlog = z.output<typeof blogSchema>;
export type ApiMember = z.output<typeof memberSchema>;
export type ApiTopicGroup = z.output<typeof topicGroupSchema>;

export {
  normalizeConferenceCategory,
  normalizeSuggestion,
  type ApiConferenceCategory,
  type ApiSuggestion,
} from './list-content.ts';

export function normalizeIndexingPartner(partner: ApiIndexingPartner): IndexingPartner {
  return {
    id: partner.indexing_id,
    name: partner.indexing_name,
    url: partner.indexing_url,
    imageUrl: partner.indexing_image_url,
  };
}

export function normalizeBlog(blog: ApiBlog): BlogPost {
  return {
    id: blog.blog_id,
    slug: blog.slug,
    title: blog.title,
    excerpt: blog.excerpt ?? '',
    contentHtml: sanitizeRichText(blog.content),
    author: blog.author,
    publishedAt: blog.published_at,
    tags: blog.tags,
    imageUrl: blog.image_url,
  };
}

export function normalizeMember(member: ApiMember): EditorialMember {
  return {
    id: member.member_id,
    slug: member.slug,
    name: member.name,
    role: member.role,
    affiliation: member.affiliation,
    country: member.country,
    expertise: member.expertise,
    bioHtml: sanitizeRichText(member.bio),
    imageUrl: member.image_url,
    email: member.email,
  };
}

export function normalizeTopicGroup(group: ApiTopicGroup): TopicGroup {
  return { category: group.category, topics: group.topics };
}
