// Archive papers in the API's field names (spec section 3).
import type { CallResponseBody } from '@journals/api-contract';
import type { FileUrls } from '../files/file-kinds.ts';
import type { JournalId } from '../journals.ts';
import { referencesOf } from '../repositories/papers.ts';
import type { Suggestion } from '../repositories/papers.ts';
import { authorColumns, authorsOf } from '../repositories/rows.ts';
import type { PaperDetailRow, PaperRow } from '../repositories/rows.ts';

export type PaperItem = CallResponseBody<'archivePaperListing'>['papersList'][number];
export type PaperDetails = CallResponseBody<'archivePaperNew'>['paperdetails'];
export type SuggestionItem = CallResponseBody<'archiveSuggestions'>['suggestions'][number];

export function doiLink(doi: string): string {
  return `https://doi.org/${doi}`;
}

/**
 * A listed paper: the Paper fields a card and a citation need. The long texts (abstract,
 * references, citation, designation) come with the details (archivePaperNew).
 */
export function presentPaper(row: PaperRow, journalId: JournalId, urls: FileUrls): PaperItem {
  return {
    paper_id: row.paper_id,
    paper_title: row.paper_title,
    issue: row.issue,
    volume: row.volume,
    paper_month: row.paper_month,
    paper_author: authorsOf(row).join(', '),
    year: row.year,
    paper_url: urls.url(journalId, 'paper', row.paper_id),
    paper_doi: row.paper_doi,
    is_deleted: 0,
    paper_articletype: row.paper_articletype,
    paper_pages: `${row.first_page}-${row.last_page}`,
    paper_uniqueid: row.paper_uniqueid,
    created_at: row.created_at,
    updated_at: row.updated_at,
    ...authorColumns(row),
    paper_doi_Link: doiLink(row.paper_doi),
  };
}

/** The detail of a paper, re-keyed to the short names of `paperdetails`. */
export function presentPaperDetails(
  row: PaperDetailRow,
  journalId: JournalId,
  urls: FileUrls,
): PaperDetails {
  return {
    id: row.paper_id,
    title: row.paper_title,
    abstract: row.paper_abstract,
    author: authorsOf(row).join(', '),
    url: urls.url(journalId, 'paper', row.paper_id),
    doi: row.paper_doi,
    articletype: row.paper_articletype,
    pages: `${row.first_page}-${row.last_page}`,
    uniqueid: row.paper_uniqueid,
    created_time: row.created_at,
    references: referencesOf(row),
    citation: row.paper_citation,
    designation: row.paper_designation,
    doi_Link: doiLink(row.paper_doi),
    year: row.year,
    volume: row.volume,
    issue: row.issue,
    paper_month: row.paper_month,
    updated_at: row.updated_at,
    ...authorColumns(row),
  };
}

export function presentSuggestion(row: Suggestion): SuggestionItem {
  return {
    paper_id: row.paper_id,
    paper_title: row.paper_title,
    paper_uniqueid: row.paper_uniqueid,
  };
}
