// The sections of a details page and the `section` values that lead to them.
import type { PaperSection } from '@journals/paper-list/model';

export const sectionIds = {
  abstract: 'abstract',
  FullArticle: 'full-article',
  References: 'references',
} as const;

/** The element id a `section` query value scrolls to, or null without one. */
export function sectionTarget(section: PaperSection | null): string | null {
  return section ? sectionIds[section] : null;
}
