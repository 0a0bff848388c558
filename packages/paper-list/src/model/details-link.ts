// The paper details link (spec: paper-details with query paperid, papertitle and optional
// section). Every variant uses the same query, so one parser serves the four details pages.
import type { PaperSummary } from './types.ts';
import { listVariants, type ListVariant } from './variants.ts';

export const paperSections = ['FullArticle', 'References'] as const;
export type PaperSection = (typeof paperSections)[number];

/**
 * The title as the link spells it: lowercase, accents dropped ('é' -> 'e'), every run of
 * characters other than a-z and 0-9 collapsed to one hyphen, no hyphen at either end.
 */
export function paperSlug(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The details link of a paper, relative to the journal prefix:
 * '/archives/paper-details?paperid=12&papertitle=deep-learning&section=FullArticle'.
 * Conference and thesis details use `paperid` too (one link pattern for all four lists).
 */
export function paperDetailsHref(
  variant: ListVariant,
  paper: Pick<PaperSummary, 'id' | 'title'>,
  section?: PaperSection,
): string {
  const params = new URLSearchParams({ paperid: paper.id, papertitle: paperSlug(paper.title) });
  if (section) params.set('section', section);
  return `${listVariants[variant].detailsPath}?${params.toString()}`;
}

export interface PaperDetailsQuery {
  paperId: string;
  /** The slug the link carried ('' when absent); the page may compare it with the real title. */
  titleSlug: string;
  /** The section to scroll to; an unknown value is ignored (null). */
  section: PaperSection | null;
}

/** The details query, or null when `paperid` is missing or not an id (letters, digits, - and _). */
export function parsePaperDetailsQuery(params: URLSearchParams): PaperDetailsQuery | null {
  // Stryker disable next-line StringLiteral: any fallback that is not an id is refused just below, as '' is
  const paperId = (params.get('paperid') ?? '').trim();
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(paperId)) return null;
  const section = params.get('section');
  return {
    paperId,
    titleSlug: params.get('papertitle') ?? '',
    section: paperSections.find((known) => known === section) ?? null,
  };
}
