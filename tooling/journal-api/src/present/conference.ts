// Conference categories and papers in the API's field names.
import type { CallResponseBody } from '@journals/api-contract';
import type { FileUrls } from '../files/file-kinds.ts';
import type { JournalId } from '../journals.ts';
import type { ConferenceCategoryRow } from '../repositories/conferences.ts';
import { referencesOf } from '../repositories/papers.ts';
import { authorColumns } from '../repositories/rows.ts';
import type { ConferencePaperDetailRow, ConferencePaperRow } from '../repositories/rows.ts';

export type ConferenceCategoryItem =
  CallResponseBody<'conferenceCategoriesFetch'>['Conference_CategoriesList'][number];
export type ConferencePaperItem = CallResponseBody<'conferenceFetch'>['ConferenceList'][number];
export type ConferenceDetails = CallResponseBody<'conferenceDetails'>['ConferenceDetails'];

export function presentConferenceCategory(row: ConferenceCategoryRow): ConferenceCategoryItem {
  return { id: row.id, name: row.name, year: row.year, volume: row.volume, issue: row.issue };
}

export function presentConferencePaper(
  row: ConferencePaperRow,
  journalId: JournalId,
  urls: FileUrls,
): ConferencePaperItem {
  return {
    id: row.id,
    title: row.title,
    ...authorColumns(row),
    month: row.month,
    year: row.year,
    updated_at: row.updated_at,
    pages: row.pages,
    pdf_url: urls.url(journalId, 'conferencePaper', row.id),
  };
}

export function presentConferenceDetails(
  row: ConferencePaperDetailRow,
  journalId: JournalId,
  urls: FileUrls,
): ConferenceDetails {
  return {
    ...presentConferencePaper(row, journalId, urls),
    abstract: row.abstract,
    references: referencesOf(row),
    doi: row.doi,
    conference_name: row.category_name,
  };
}
