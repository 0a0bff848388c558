// One CSL-JSON record of a paper, thesis or conference paper: the source of every citation the
// site gives (the formatted styles, BibTeX, RIS and the CSL-JSON download).
import type { PaperDetails } from '@journals/api-contract';
import type { JournalSiteConfig } from '@journals/site-config';
import { publicationDate } from '../paper/publication-date.ts';
import { htmlToText } from '../paper/plain-text.ts';
import type { RecordKind } from '../records.ts';

export interface CslName {
  family?: string;
  given?: string;
  literal?: string;
}

/** The CSL-JSON fields the site writes (CSL 1.0.2 variables). */
export interface CslItem {
  id: string;
  type: 'article-journal' | 'thesis' | 'paper-conference';
  title: string;
  author: CslName[];
  'container-title'?: string;
  'container-title-short'?: string;
  ISSN?: string;
  volume?: string;
  issue?: string;
  page?: string;
  DOI?: string;
  URL: string;
  issued?: { 'date-parts': [number, ...number[]][] };
  publisher?: string;
  genre?: string;
  language: string;
  abstract?: string;
}

const cslTypes: Record<RecordKind, CslItem['type']> = {
  article: 'article-journal',
  thesis: 'thesis',
  conference: 'paper-conference',
};

/** 'A. S. Kumar' -> { family: 'Kumar', given: 'A. S.' }; a single word stays literal. */
export function cslName(name: string): CslName {
  const parts = name.trim().split(/\s+/);
  const family = parts.pop();
  if (!family) return { literal: name };
  return parts.length === 0 ? { literal: family } : { family, given: parts.join(' ') };
}

export interface CslRecordInput {
  site: JournalSiteConfig;
  details: PaperDetails;
  kind: RecordKind;
  /** The record's canonical page (absolute). */
  pageUrl: string;
}

export function cslRecord({ site, details, kind, pageUrl }: CslRecordInput): CslItem {
  const date = publicationDate(details);
  const parts = date
    ? ([date.year, date.month, date.month ? date.day : null].filter(
        (part): part is number => part !== null,
      ) as [number, ...number[]])
    : null;
  const abstract = htmlToText(details.abstract);
  const item: CslItem = {
    id: `${site.id}-${kind}-${details.id}`,
    type: cslTypes[kind],
    title: details.title,
    author: details.authors.map(cslName),
    URL: pageUrl,
    language: site.language,
  };
  if (kind === 'thesis') {
    if (details.institution) item.publisher = details.institution;
    if (details.degree) item.genre = `${details.degree} thesis`;
  } else {
    item['container-title'] = site.names.title;
    item['container-title-short'] = site.names.acronym;
    item.ISSN = site.journal.eIssn;
    item.publisher = site.names.publisher;
  }
  if (kind === 'article' && details.volume !== null) item.volume = String(details.volume);
  if (kind === 'article' && details.issue !== null) item.issue = String(details.issue);
  if (details.pages) item.page = details.pages;
  if (details.doi) item.DOI = details.doi;
  if (parts) item.issued = { 'date-parts': [parts] };
  if (abstract) item.abstract = abstract;
  return item;
}
