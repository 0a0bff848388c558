// Addresses and dates of blog posts and tags.
import type { BlogPost } from '@journals/api-contract';
import { paperSlug } from '@journals/paper-list';

/** A post's page, relative to the journal prefix. */
export function postHref(post: Pick<BlogPost, 'slug'>): string {
  return `/blogs/${encodeURIComponent(post.slug)}`;
}

/**
 * A tag's slug as the API matches it: lowercase, accents dropped, runs of other characters one
 * hyphen ('Power Electronics' -> 'power-electronics'; the same rule as paper title slugs).
 */
export function tagSlug(tag: string): string {
  return paperSlug(tag);
}

/**
 * A tag's page, relative to the journal prefix. Under /blogs/tag/: the spec gives /tag/:slug to
 * the posts themselves.
 */
export function tagHref(tag: string): string {
  return `/blogs/tag/${tagSlug(tag)}`;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '4 March 2025' (UTC, so server and browser agree), or null for a missing or bad date. */
export function formatPostDate(iso: string | null): string | null {
  if (!iso) return null;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : dateFormat.format(new Date(time));
}
