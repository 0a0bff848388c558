// The addresses and headings of the paper pages as the spec spells them, written out here so the
// specs check the app against the spec rather than against its own helpers.
import type { Conference, PaperRef, Slot } from './reference-data.ts';

/** The title as the details link spells it (spec: lowercased, non-alphanumeric runs to '-'). */
export function titleSlug(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** 'archives/paper-details?paperid=..&papertitle=..[&section=..]', relative to the prefix. */
export function detailsPath(
  area: string,
  paper: Pick<PaperRef, 'id' | 'title'>,
  section?: string,
): string {
  const query = new URLSearchParams({ paperid: paper.id, papertitle: titleSlug(paper.title) });
  if (section) query.set('section', section);
  return `${area}/paper-details?${query.toString()}`;
}

/** 'archives/paperlist?year=..&volume=..&issue=..', relative to the prefix. */
export function listPath(
  area: 'archives' | 'current-issue',
  { year, volume, issue }: Slot,
  extra = '',
): string {
  return `${area}/paperlist?year=${year}&volume=${volume}&issue=${issue}${extra}`;
}

export function conferenceListPath(conference: Conference): string {
  const query = new URLSearchParams({
    id: String(conference.id),
    name: conference.name,
    year: String(conference.year),
    volume: String(conference.volume),
    issue: String(conference.issue),
  });
  return `conference/paperlist?${query.toString()}`;
}

/** 'Volume 2, Issue 3 (2025)' */
export function issueHeading({ year, volume, issue }: Slot): string {
  return `Volume ${volume}, Issue ${issue} (${year})`;
}
