// Conference categories and papers in the API's field names.
import type { CallResponseBody } from '@journals/api-contract';
import type { FileUrls } from '../files/file-kinds.ts';
import type { JournalId } from '../journals.ts';
import type { ConferenceCategoryRow } from '../repositories/conferences.ts';
import type { ConferencePaperDetailRow, ConferencePaperRow } from '../repositories/rows.ts';
import { detailsPresenter, recordHead, type Presenter } from './records.ts';

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
    ...recordHead(row),
    updated_at: row.updated_at,
    pages: row.pages,
    pdf_url: urls.url(journalId, 'conferencePaper', row.id),
  };
}

/** A conference paper's details: the listed paper, its texts, its DOI and its conference. */
export const presentConferenceDetails: Presenter<ConferencePaperDetailRow, ConferenceDetails> =
  detailsPresenter(
    presentConferencePaper,
    (row: ConferencePaperDetailRow): Pick<ConferenceDetails, 'doi' | 'conference_name'> => ({
      doi: row.doi,
      conference_name: row.category_name,
    }),
  );
