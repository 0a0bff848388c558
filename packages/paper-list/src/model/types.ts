// The normalized API types the paper-list engine reads. They mirror, structurally, the types
// `@journals/api-contract` exports (the agreed shapes); once that package is a dependency these
// become re-exports of it, and any drift shows up as a type error at the call sites.

/** One volume of an archive year, with its issue numbers in ascending order. */
export interface ArchiveVolume {
  volume: number;
  issues: number[];
}

/** One archive year, with its volumes in ascending order. */
export interface ArchiveYear {
  year: number;
  volumes: ArchiveVolume[];
}

/**
 * The archive index, newest year first. The thesis index has the same shape, with every volume
 * holding `issues: [0]`.
 */
export type ArchiveIndex = ArchiveYear[];

/** Paging fields of a list response (defaults 1, 10, 0, 0). */
export interface Pagination {
  currentPage: number;
  perPage: number;
  totalItems: number;
  totalPages: number;
}

/** One paper card: the same shape for archive, current issue, conference and thesis papers. */
export interface PaperSummary {
  id: string;
  uniqueId: string | null;
  title: string;
  /** Authors 1 to 6, empty ones already skipped by the normalizer. */
  authors: string[];
  month: string | null;
  year: number | null;
  /** ISO date-time of the last update (conference papers), or null. */
  updatedAt: string | null;
  pages: string | null;
  pdfUrl: string | null;
  volume: number | null;
  issue: number | null;
}

/** One page of a paper list. */
export interface PaperListPage {
  items: PaperSummary[];
  pagination: Pagination;
}

/** One published conference, as the conference category list gives it. */
export interface ConferenceCategory {
  id: number;
  name: string;
  year: number;
  volume: number;
  issue: number;
}
