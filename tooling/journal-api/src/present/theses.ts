// Theses in the API's field names.
import type { CallResponseBody } from '@journals/api-contract';
import type { FileUrls } from '../files/file-kinds.ts';
import type { JournalId } from '../journals.ts';
import { referencesOf } from '../repositories/papers.ts';
import { authorColumns } from '../repositories/rows.ts';
import type { ThesisDetailRow, ThesisRow } from '../repositories/rows.ts';

export type ThesisItem = CallResponseBody<'thesisDataListing'>['papersList'][number];
export type ThesisDetails = CallResponseBody<'thesisDetails'>['thesis'];

export function presentThesis(row: ThesisRow, journalId: JournalId, urls: FileUrls): ThesisItem {
  return {
    id: row.id,
    title: row.title,
    ...authorColumns(row),
    month: row.month,
    year: row.year,
    pages: row.pages,
    paper_url: urls.url(journalId, 'thesis', row.id),
    updated_at: row.updated_at,
  };
}

export function presentThesisDetails(
  row: ThesisDetailRow,
  journalId: JournalId,
  urls: FileUrls,
): ThesisDetails {
  return {
    ...presentThesis(row, journalId, urls),
    abstract: row.abstract,
    references: referencesOf(row),
    degree: row.degree,
    institution: row.institution,
  };
}
