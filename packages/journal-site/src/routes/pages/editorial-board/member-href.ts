import type { EditorialMember } from '@journals/api-contract';

/** A member's page, relative to the journal prefix. */
export function memberHref(member: Pick<EditorialMember, 'slug'>): string {
  return `/editorial-board/${encodeURIComponent(member.slug)}`;
}
