// What conference papers and theses are presented with alike, in the API's field names: the
// fields they are listed with first, and their details (the listed record, then its abstract and
// references, as the contract's `detailTexts`, then what its kind adds).
import type { FileUrls } from '../files/file-kinds.ts';
import type { JournalId } from '../journals.ts';
import { referencesOf } from '../repositories/papers.ts';
import { authorColumns } from '../repositories/rows.ts';
import type { AuthorColumns, DetailTexts } from '../repositories/rows.ts';

/** A presenter: a row in the API's field names, its files addressed for the journal. */
export type Presenter<Row, Item> = (row: Row, journalId: JournalId, urls: FileUrls) => Item;

/** A conference paper's or a thesis's first fields: id, title, authors, month and year. */
export function recordHead(
  row: AuthorColumns & { id: number; title: string; month: string; year: number },
) {
  return { id: row.id, title: row.title, ...authorColumns(row), month: row.month, year: row.year };
}

/** The presenter of a kind's details, from the presenter of its listed record and its own fields. */
export function detailsPresenter<
  Row extends DetailTexts,
  Listed extends object,
  Own extends object,
>(
  presentListed: Presenter<Row, Listed>,
  ownFields: (row: Row) => Own,
): Presenter<Row, Listed & { abstract: string; references: string[] } & Own> {
  return (row, journalId, urls) => ({
    ...presentListed(row, journalId, urls),
    abstract: row.abstract,
    references: referencesOf(row),
    ...ownFields(row),
  });
}
