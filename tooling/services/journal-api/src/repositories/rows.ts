// Row shapes read from the database (column names as in migrations/).

export interface AuthorColumns {
  author_1: string;
  author_2: string;
  author_3: string;
  author_4: string;
  author_5: string;
  author_6: string;
}

/** A paper as listed: everything but its long texts. */
export interface PaperRow extends AuthorColumns {
  paper_id: number;
  journal_id: string;
  volume: number;
  issue: number;
  year: number;
  search_key: number;
  paper_uniqueid: string;
  paper_title: string;
  paper_month: string;
  paper_articletype: string;
  first_page: number;
  last_page: number;
  paper_doi: string;
  created_at: string;
  updated_at: string;
}

/** A paper with its long texts (paper_texts). */
export interface PaperDetailRow extends PaperRow {
  paper_abstract: string;
  paper_citation: string;
  paper_designation: string;
  paper_references: string;
}

export interface ConferencePaperRow extends AuthorColumns {
  id: number;
  category_id: number;
  journal_id: string;
  search_key: number;
  title: string;
  month: string;
  year: number;
  pages: string;
  updated_at: string;
}

/** The long texts a conference paper's or a thesis's details add to its listed row. */
export interface DetailTexts {
  abstract: string;
  references_json: string;
}

export interface ConferencePaperDetailRow extends ConferencePaperRow, DetailTexts {
  doi: string;
  category_name: string;
  volume: number;
  issue: number;
}

export interface ThesisRow extends AuthorColumns {
  id: number;
  journal_id: string;
  search_key: number;
  title: string;
  month: string;
  year: number;
  volume: number;
  pages: string;
  updated_at: string;
}

export interface ThesisDetailRow extends ThesisRow, DetailTexts {
  degree: string;
  institution: string;
}

export function authorsOf(row: AuthorColumns): string[] {
  return [
    row.author_1,
    row.author_2,
    row.author_3,
    row.author_4,
    row.author_5,
    row.author_6,
  ].filter((name) => name !== '');
}

/** The six author columns of a row, as the API names them. */
export function authorColumns(row: AuthorColumns): AuthorColumns {
  const { author_1, author_2, author_3, author_4, author_5, author_6 } = row;
  return { author_1, author_2, author_3, author_4, author_5, author_6 };
}
