// The parameters of the client's functions (camelCase), their defaults (spec section 9), and
// how they become request bodies.
import type { CallRequestBody } from '@journals/api-contract';

/** Page sizes of spec section 9. */
export const defaultPageSizes = {
  archive: 5,
  conference: 5,
  thesis: 10,
  search: 100,
} as const;

export interface ArchivePapersParams {
  year: number;
  volume: number;
  issue: number;
  page?: number;
  /** Default 5. */
  perPage?: number;
}

export interface SearchParams {
  search: string;
  /** Default 1. */
  page?: number;
  /** Default 100 (a search asks for page 1 of 100). */
  perPage?: number;
}

export interface SuggestionsParams {
  search: string;
}

export interface PaperDetailsParams {
  paperId: string | number;
}

export interface ConferencePapersParams {
  /** The conference category id. */
  id: number;
  page?: number;
  /** Default 5. */
  perPage?: number;
}

export interface DetailsParams {
  id: string | number;
}

export interface ThesisPapersParams {
  year: number;
  volume: number;
  page?: number;
  /** Default 10. */
  perPage?: number;
}

export interface SlugParams {
  slug: string;
}

export interface TagParams {
  tag: string;
}

/** Params with their defaults filled in, so equal requests have equal query keys. */
export const resolveParams = {
  archivePapers: (p: ArchivePapersParams): Required<ArchivePapersParams> => ({
    year: p.year,
    volume: p.volume,
    issue: p.issue,
    page: p.page ?? 1,
    perPage: p.perPage ?? defaultPageSizes.archive,
  }),
  search: (p: SearchParams): Required<SearchParams> => ({
    search: p.search.trim(),
    page: p.page ?? 1,
    perPage: p.perPage ?? defaultPageSizes.search,
  }),
  conferencePapers: (p: ConferencePapersParams): Required<ConferencePapersParams> => ({
    id: p.id,
    page: p.page ?? 1,
    perPage: p.perPage ?? defaultPageSizes.conference,
  }),
  thesisPapers: (p: ThesisPapersParams): Required<ThesisPapersParams> => ({
    year: p.year,
    volume: p.volume,
    page: p.page ?? 1,
    perPage: p.perPage ?? defaultPageSizes.thesis,
  }),
};

export const toBody = {
  archivePapers: (p: ArchivePapersParams): CallRequestBody<'archivePaperListing'> => {
    const r = resolveParams.archivePapers(p);
    return { year: r.year, volume: r.volume, issue: r.issue, page: r.page, per_page: r.perPage };
  },
  search: (p: SearchParams): CallRequestBody<'searchArchive'> => {
    const r = resolveParams.search(p);
    return { search: r.search, page: r.page, per_page: r.perPage };
  },
  conferencePapers: (p: ConferencePapersParams): CallRequestBody<'conferenceFetch'> => {
    const r = resolveParams.conferencePapers(p);
    return { id: r.id, page: r.page, per_page: r.perPage };
  },
  thesisPapers: (p: ThesisPapersParams): CallRequestBody<'thesisDataListing'> => {
    const r = resolveParams.thesisPapers(p);
    return { thesis_year: r.year, thesis_volume: r.volume, page: r.page, per_page: r.perPage };
  },
};
