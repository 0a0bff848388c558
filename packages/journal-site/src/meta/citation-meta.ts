// Google Scholar's citation_* tags (Highwire Press style) for a paper, thesis or conference paper.
// Scholar reads them only from the server HTML, so every details route returns them from meta().
// A journal article names its journal (title, abbreviation, ISSNs, volume, issue); a conference
// paper its conference; a thesis the institution that awarded it (else the publisher).
import type { PaperDetails } from '@journals/api-contract';
import type { JournalSiteConfig } from '@journals/site-config';
import type { MetaDescriptor } from 'react-router';
import { htmlToText } from '@journals/discovery/paper/plain-text';
import { publicationDate, slashDate } from '@journals/discovery/paper/publication-date';

/** 'YYYY/MM' from the year and a month name or number; 'YYYY' without a month. */
export function citationDate(year: number | null, month: string | null): string | null {
  return slashDate(publicationDate({ year, month, createdTime: null }));
}

export interface CitationInput {
  site: Pick<JournalSiteConfig, 'names' | 'journal' | 'language'>;
  details: PaperDetails;
  /** The PDF's address under the journal's own prefix (absolute). */
  pdfUrl: string | null;
  /** The page's canonical address (absolute), where the abstract is. */
  abstractUrl?: string | null;
  kind: 'article' | 'thesis' | 'conference';
}

type Tag = [string, string | null | undefined];

function sourceTags({ site, details, kind }: CitationInput): Tag[] {
  if (kind === 'thesis') {
    return details.institution
      ? [['citation_dissertation_institution', details.institution]]
      : [['citation_publisher', site.names.publisher]];
  }
  const issns: Tag[] = [
    ['citation_issn', site.journal.eIssn],
    ['citation_issn', site.journal.issn],
  ];
  if (kind === 'conference') {
    return [
      ['citation_conference_title', details.conferenceName],
      ['citation_publisher', site.names.publisher],
      ...issns,
    ];
  }
  return [
    ['citation_journal_title', site.names.title],
    ['citation_journal_abbrev', site.names.acronym],
    ['citation_publisher', site.names.publisher],
    ...issns,
    ['citation_volume', details.volume ? String(details.volume) : null],
    ['citation_issue', details.issue ? String(details.issue) : null],
  ];
}

export function citationMeta(input: CitationInput): MetaDescriptor[] {
  const { site, details, pdfUrl, abstractUrl } = input;
  const tags: Tag[] = [
    ['citation_title', details.title],
    ...details.authors.map((author): Tag => ['citation_author', author]),
    ['citation_publication_date', slashDate(publicationDate(details))],
    ...sourceTags(input),
    ['citation_firstpage', details.firstPage],
    ['citation_lastpage', details.lastPage],
    ['citation_doi', details.doi],
    ['citation_abstract_html_url', abstractUrl],
    ['citation_pdf_url', pdfUrl],
    ['citation_language', site.language],
    ...details.references.map((reference): Tag => ['citation_reference', htmlToText(reference)]),
  ];
  return tags
    .filter((tag): tag is [string, string] => typeof tag[1] === 'string' && tag[1].trim() !== '')
    .map(([name, content]) => ({ name, content }));
}
