// The normalized shapes the UI uses (agreed in the shared API shapes).

export interface ArchiveVolume {
  volume: number;
  /** Ascending. */
  issues: number[];
}

export interface ArchiveYear {
  year: number;
  /** Ascending. */
  volumes: ArchiveVolume[];
}

/** Newest year first. The thesis index has the same type, every volume with issues [0]. */
export type ArchiveIndex = ArchiveYear[];

/** Defaults when the server leaves a field out: 1, 10, 0, 0. */
export interface Pagination {
  currentPage: number;
  perPage: number;
  totalItems: number;
  totalPages: number;
}

/** One card shape for archive, current issue, conference and thesis papers. */
export interface PaperSummary {
  id: string;
  uniqueId: string | null;
  title: string;
  /** author_1 ... author_6 in order, empty ones skipped. */
  authors: string[];
  month: string | null;
  year: number | null;
  updatedAt: string | null;
  pages: string | null;
  pdfUrl: string | null;
  volume: number | null;
  issue: number | null;
}

export interface PaperListPage {
  items: PaperSummary[];
  pagination: Pagination;
}

export interface ConferenceCategory {
  id: number;
  name: string;
  year: number;
  volume: number;
  issue: number;
}

/** The detail of a paper, conference paper or thesis. */
export interface PaperDetails {
  id: string;
  uniqueId: string | null;
  title: string;
  /** Sanitized HTML ('' when there is none). */
  abstract: string;
  authors: string[];
  pdfUrl: string | null;
  doi: string | null;
  doiLink: string | null;
  articleType: string | null;
  pages: string | null;
  firstPage: string | null;
  lastPage: string | null;
  year: number | null;
  volume: number | null;
  issue: number | null;
  month: string | null;
  createdTime: string | null;
  /** When the record last changed (ISO date-time), where the server says. */
  updatedAt: string | null;
  /** One entry per reference, each sanitized HTML. */
  references: string[];
  citation: string | null;
  designation: string | null;
  /** A thesis's degree ('Ph.D.') and awarding institution, where the server says. */
  degree: string | null;
  institution: string | null;
  /** A conference paper's conference, where the server says. */
  conferenceName: string | null;
}

/** A title suggestion while typing a search. */
export interface PaperSuggestion {
  id: string;
  title: string;
  uniqueId: string | null;
}

/** An indexing partner shown in the publisher's logo strip. */
export interface IndexingPartner {
  id: string;
  /** The logo's alt text. */
  name: string;
  /** The partner's site (opens in a new tab), if any. */
  url: string | null;
  imageUrl: string;
}

export interface BlogPost {
  id: string;
  slug: string;
  title: string;
  /** Plain text ('' when there is none). */
  excerpt: string;
  /** Sanitized HTML ('' in listings that leave the body out). */
  contentHtml: string;
  author: string | null;
  /** ISO date. */
  publishedAt: string | null;
  tags: string[];
  imageUrl: string | null;
}

export interface EditorialMember {
  id: string;
  slug: string;
  name: string;
  role: string | null;
  affiliation: string | null;
  country: string | null;
  expertise: string[];
  /** Sanitized HTML ('' when there is none). */
  bioHtml: string;
  imageUrl: string | null;
  email: string | null;
}

export interface TopicGroup {
  category: string;
  topics: string[];
}
