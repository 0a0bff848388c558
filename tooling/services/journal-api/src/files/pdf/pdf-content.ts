// What the PDF of a paper, a conference paper and a thesis shows.
import type { JournalFacts } from '../../journals.ts';
import { referencesOf } from '../../repositories/papers.ts';
import { authorsOf } from '../../repositories/rows.ts';
import type {
  ConferencePaperDetailRow,
  PaperDetailRow,
  ThesisDetailRow,
} from '../../repositories/rows.ts';
import type { PdfContent } from './render-pdf.ts';

function journalParts(journal: JournalFacts) {
  return {
    journalTitle: journal.title,
    journalAcronym: journal.acronym,
    eIssn: journal.eIssn,
    publisher: journal.publisher,
  };
}

export function paperPdfContent(row: PaperDetailRow, journal: JournalFacts): PdfContent {
  return {
    ...journalParts(journal),
    kind: row.paper_articletype,
    title: row.paper_title,
    authors: authorsOf(row),
    affiliations: row.paper_designation.split('\n').filter(Boolean),
    publicationLine: `Volume ${row.volume}, Issue ${row.issue}, ${row.paper_month} ${row.year}, pp. ${row.first_page}-${row.last_page}`,
    identifiers: [`DOI: https://doi.org/${row.paper_doi}`, `Paper ID: ${row.paper_uniqueid}`],
    abstract: row.paper_abstract,
    references: referencesOf(row),
    keywords: [journal.subject, row.paper_articletype],
    date: new Date(row.updated_at),
  };
}

export function conferencePaperPdfContent(
  row: ConferencePaperDetailRow,
  journal: JournalFacts,
): PdfContent {
  return {
    ...journalParts(journal),
    kind: 'Conference Paper',
    title: row.title,
    authors: authorsOf(row),
    affiliations: [`Proceedings of the ${row.category_name}`],
    publicationLine: `Volume ${row.volume}, Issue ${row.issue}, ${row.month} ${row.year}, pp. ${row.pages}`,
    identifiers: [`DOI: https://doi.org/${row.doi}`],
    abstract: row.abstract,
    references: referencesOf(row),
    keywords: [journal.subject, 'conference proceedings'],
    date: new Date(row.updated_at),
  };
}

export function thesisPdfContent(row: ThesisDetailRow, journal: JournalFacts): PdfContent {
  const [scholar = '', ...supervisors] = authorsOf(row);
  return {
    ...journalParts(journal),
    kind: `${row.degree} Thesis`,
    title: row.title,
    authors: [scholar],
    affiliations: [
      ...(supervisors.length > 0 ? [`Supervised by ${supervisors.join(' and ')}`] : []),
      row.institution,
    ],
    publicationLine: `Volume ${row.volume}, ${row.month} ${row.year}, pp. ${row.pages}`,
    identifiers: [`Thesis ID: ${row.id}`],
    abstract: row.abstract,
    references: referencesOf(row),
    keywords: [journal.subject, 'thesis'],
    date: new Date(row.updated_at),
  };
}
