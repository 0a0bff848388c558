// Theses in the API's field names.
import type { CallResponseBody } from '@journals/api-contract';
import type { FileUrls } from '../files/file-kinds.ts';
import type { JournalId } from '../journals.ts';
import type { ThesisDetailRow, ThesisRow } from '../repositories/rows.ts';
import { detailsPresenter, recordHead, type Presenter } from './records.ts';

export type ThesisItem = CallResponseBody<'thesisDataListing'>['papersList'][number];
export type ThesisDetails = CallResponseBody<'thesisDetails'>['thesis'];

export function presentThesis(row: ThesisRow, journalId: JournalId, urls: FileUrls): ThesisItem {
  return {
    ...recordHead(row),
    pages: row.pages,
    paper_url: urls.url(journalId, 'thesis', row.id),
    updated_at: row.updated_at,
  };
}

/** A thesis's details: the listed thesis, its texts, its degree and its institution. */
export const presentThesisDetails: Presenter<ThesisDetailRow, ThesisDetails> = detailsPresenter(
  presentThesis,
  (row: ThesisDetailRow): Pick<ThesisDetails, 'degree' | 'institution'> => ({
    degree: row.degree,
    institution: row.institution,
  }),
);
