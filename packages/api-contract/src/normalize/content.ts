// Suggestions, conference categories, indexing partners, blogs, members and topics -> UI types.
import { sanitizeRichText } from '#rich-text';
import type * as z from 'zod/mini';
import type { conferenceCategorySchema } from '../responses/conference.ts';
import type { blogSchema, memberSchema, topicGroupSchema } from '../responses/content.ts';
import type { indexingPartnerSchema } from '../responses/indexing.ts';
import type { suggestionSchema } from '../responses/paper.ts';
import type {
  BlogPost,
  ConferenceCategory,
  EditorialMember,
  IndexingPartner,
  PaperSuggestion,
  TopicGroup,
} from '../types.ts';

export type ApiSuggestion = z.output<typeof suggestionSchema>;
export type ApiConferenceCategory = z.output<typeof conferenceCategorySchema>;
export type ApiIndexingPartner = z.output<typeof indexingPartnerSchema>;
export type ApiBlog = z.output<typeof blogSchema>;
export type ApiMember = z.output<typeof memberSchema>;
export type ApiTopicGroup = z.output<typeof topicGroupSchema>;

export function normalizeSuggestion(suggestion: ApiSuggestion): PaperSuggestion {
  return {
    id: suggestion.paper_id,
    title: suggestion.paper_title,
    uniqueId: suggestion.paper_uniqueid,
  };
}

export function normalizeConferenceCategory(category: ApiConferenceCategory): ConferenceCategory {
  return {
    id: category.id,
    name: category.name,
    year: category.year,
    volume: category.volume,
    issue: category.issue,
  };
}

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
