// A record's metadata in unqualified Dublin Core (oai_dc, the format every OAI-PMH repository
// must offer): title, creators, subject, abstract, publisher, date, type, format, identifiers
// (the page and the DOI), source (journal, volume, issue, pages, ISSNs), language, relation (the
// PDF) and rights (the licence). Every value is text from the contract, escaped for XML.
import type { PaperDetails } from '@journals/api-contract';
import type { JournalSiteConfig } from '@journals/site-config';
import { xmlElement } from '@journals/site-kit/server/discovery/xml.ts';
import { doiUrl } from '../paper/doi.ts';
import { htmlToText } from '../paper/plain-text.ts';
import { isoDate, publicationDate } from '../paper/publication-date.ts';
import type { JournalRecord, RecordKind } from '../records.ts';

export const oaiDcFormat = {
  metadataPrefix: 'oai_dc',
  schema: 'http://www.openarchives.org/OAI/2.0/oai_dc.xsd',
  metadataNamespace: 'http://www.openarchives.org/OAI/2.0/oai_dc/',
} as const;

const semanticsTypes: Record<RecordKind, string> = {
  article: 'info:eu-repo/semantics/article',
  thesis: 'info:eu-repo/semantics/doctoralThesis',
  conference: 'info:eu-repo/semantics/conferenceObject',
};

export interface DublinCoreInput {
  site: JournalSiteConfig;
  record: JournalRecord;
  /** The record's details (abstract, DOI, dates); null when only the listing is known. */
  details: PaperDetails | null;
  /** Absolute canonical address of the record's page. */
  pageUrl: string;
  /** Absolute address of the PDF under the journal's prefix. */
  pdfUrl: string | null;
}

function source({ site, record, details }: DublinCoreInput): string {
  const { summary } = record;
  const parts: string[] = [site.names.title];
  if (record.kind === 'article' && summary.volume !== null && summary.issue !== null) {
    parts.push(
      `Vol. ${summary.volume} No. ${summary.issue}${summary.year ? ` (${summary.year})` : ''}`,
    );
  } else if (record.kind === 'conference' && record.conference) {
    parts.push(record.conference.name);
  } else if (record.kind === 'thesis' && details?.institution) {
    parts.push(details.institution);
  }
  if (summary.pages) parts.push(`pp. ${summary.pages}`);
  return parts.join('; ');
}

export function dublinCoreXml(input: DublinCoreInput): string {
  const { site, record, details, pageUrl, pdfUrl } = input;
  const { summary } = record;
  const doi = details ? doiUrl(details) : null;
  const date = isoDate(
    publicationDate({
      year: summary.year,
      month: summary.month,
      createdTime: details?.createdTime ?? null,
    }),
  );
  const elements = [
    xmlElement('dc:title', summary.title),
    ...summary.authors.map((author) => xmlElement('dc:creator', author)),
    xmlElement('dc:subject', site.journal.subject),
    details?.abstract ? xmlElement('dc:description', htmlToText(details.abstract)) : '',
    xmlElement('dc:publisher', site.names.publisher),
    xmlElement('dc:date', date),
    xmlElement('dc:type', 'Text'),
    xmlElement('dc:type', semanticsTypes[record.kind]),
    pdfUrl ? xmlElement('dc:format', 'application/pdf') : '',
    xmlElement('dc:identifier', pageUrl),
    doi ? xmlElement('dc:identifier', doi) : '',
    xmlElement('dc:source', source(input)),
    xmlElement('dc:source', `ISSN ${site.journal.issn}`),
    xmlElement('dc:source', `e-ISSN ${site.journal.eIssn}`),
    xmlElement('dc:language', site.language),
    pdfUrl ? xmlElement('dc:relation', pdfUrl) : '',
    xmlElement('dc:rights', site.licence.url),
  ].filter(Boolean);
  return [
    `<oai_dc:dc xmlns:oai_dc="${oaiDcFormat.metadataNamespace}" xmlns:dc="http://purl.org/dc/elements/1.1/"`,
    ` xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"`,
    ` xsi:schemaLocation="${oaiDcFormat.metadataNamespace} ${oaiDcFormat.schema}">`,
    ...elements,
    '</oai_dc:dc>',
  ].join('');
}
