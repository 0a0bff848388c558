// Google Scholar's citation_* tags (Highwire Press style) for a paper, thesis or conference paper.
// Scholar reads them only from the server HTML, so every details route returns them from meta().
import type { PaperDetails } from '@journals/api-contract';
import type { JournalSiteConfig } from '@journals/site-config';
import type { MetaDescriptor } from 'react-router';

const months = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** 'YYYY/MM' from the year and a month name or number; 'YYYY' without a month. */
export function citationDate(year: number | null, month: string | null): string | null {
  if (!year) return null;
  const trimmed = month?.trim().toLowerCase() ?? '';
  const byName = months.findIndex(
    (name) => trimmed.length >= 3 && name.startsWith(trimmed.slice(0, 3)),
  );
  const byNumber = /^\d{1,2}$/.test(trimmed) ? Number(trimmed) - 1 : -1;
  const index = byName >= 0 ? byName : byNumber >= 0 && byNumber < 12 ? byNumber : -1;
  return index >= 0 ? `${year}/${String(index + 1).padStart(2, '0')}` : String(year);
}

export interface CitationInput {
  site: Pick<JournalSiteConfig, 'names' | 'journal' | 'language'>;
  details: PaperDetails;
  /** The PDF's address under the journal's own prefix (absolute). */
  pdfUrl: string | null;
  /** Theses and conference papers are not journal articles: no volume and issue then. */
  kind: 'article' | 'thesis' | 'conference';
}

export function citationMeta({ site, details, pdfUrl, kind }: CitationInput): MetaDescriptor[] {
  const tags: [string, string | null | undefined][] = [
    ['citation_title', details.title],
    ...details.authors.map((author): [string, string] => ['citation_author', author]),
    ['citation_publication_date', citationDate(details.year, details.month)],
    ['citation_journal_title', site.names.title],
    ['citation_journal_abbrev', site.names.acronym],
    ['citation_publisher', site.names.publisher],
    ['citation_issn', site.journal.eIssn],
    ['citation_issn', site.journal.issn],
    ['citation_volume', kind === 'article' && details.volume ? String(details.volume) : null],
    ['citation_issue', kind === 'article' && details.issue ? String(details.issue) : null],
    ['citation_firstpage', details.firstPage],
    ['citation_lastpage', details.lastPage],
    ['citation_doi', details.doi],
    ['citation_pdf_url', pdfUrl],
    ['citation_language', site.language],
  ];
  return tags
    .filter((tag): tag is [string, string] => typeof tag[1] === 'string' && tag[1].trim() !== '')
    .map(([name, content]) => ({ name, content }));
}
