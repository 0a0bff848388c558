// Blogs, editorial board members and topics: our definitions (the spec names them only).
import * as z from 'zod/mini';
import {
  lenientHtml,
  lenientText,
  lenientTextList,
  requiredId,
  requiredSlug,
  requiredText,
} from '../fields/response-fields.ts';

export const blogSchema = z.object({
  blog_id: requiredId,
  slug: requiredSlug,
  title: requiredText,
  excerpt: lenientText,
  content: lenientHtml,
  author: lenientText,
  published_at: lenientText,
  tags: lenientTextList,
  image_url: lenientText,
});

export const blogListResponse = z.object({ blogs: z.array(blogSchema) });
export const blogDetailsResponse = z.object({ blog: blogSchema });

export const memberSchema = z.object({
  member_id: requiredId,
  slug: requiredSlug,
  name: requiredText,
  role: lenientText,
  affiliation: lenientText,
  country: lenientText,
  expertise: lenientTextList,
  bio: lenientHtml,
  image_url: lenientText,
  email: lenientText,
});

export const memberListResponse = z.object({ members: z.array(memberSchema) });
export const memberDetailsResponse = z.object({ member: memberSchema });

export const topicGroupSchema = z.object({
  category: requiredText,
  topics: lenientTextList,
});

export const topicsResponse = z.object({ topics: z.array(topicGroupSchema) });
