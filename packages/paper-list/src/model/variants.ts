// The four paper lists are one engine with four configurations (docs/spec/indjece.md sections 2, 4,
// 5 and 9; docs/spec/publisher-and-indjeee.md section 4). Paths are relative to the journal prefix.

export const listVariantNames = ['archives', 'current-issue', 'thesis', 'conference'] as const;

export type ListVariant = (typeof listVariantNames)[number];

/**
 * How a search text qualifies for submission: 'non-blank' = not empty after trimming (archive and
 * current issue), 'non-empty' = any text at all (thesis and conference).
 */
export type SearchRule = 'non-blank' | 'non-empty';

/** 'volume-issue-year' = 'Volume X, Issue Y (year)'; 'volume-year' = 'Volume X, Year Y'. */
export type HeadingFormat = 'volume-issue-year' | 'volume-year';

/** The API call (path under the journal's API base) a list or its search uses. */
export type ListCall = '/archivePaperListing' | '/thesisDataListing' | '/conferenceFetch';
export type SearchCall = '/searchArchive' | '/searchThesis' | '/searchConference';

export interface ListVariantConfig {
  variant: ListVariant;
  /** The index page; a list URL without a valid selection redirects here. */
  indexPath: `/${string}`;
  /** The list page: `indexPath` + '/paperlist'. */
  listPath: `/${string}`;
  /** The paper details page: `indexPath` + '/paper-details'. */
  detailsPath: `/${string}`;
  /** Target of the 'See all volumes' link beside the volume selector. */
  allVolumesPath: `/${string}`;
  /** per_page of the list call. */
  perPage: number;
  /** Search asks for page 1 with per_page 100 (the results are not paged). */
  searchPage: 1;
  searchPerPage: 100;
  searchRule: SearchRule;
  /** Search results keep only the papers of the active year, volume and issue. */
  searchFilteredToSelection: boolean;
  /** A volume selector with previous and next arrows. */
  hasVolumeSelector: boolean;
  /** An issue selector with previous and next arrows. */
  hasIssueSelector: boolean;
  /** Query keys of the selection, in URL order (page and search follow). */
  selectionKeys: readonly SelectionKey[];
  headingFormat: HeadingFormat;
  listCall: ListCall;
  searchCall: SearchCall;
}

export type SelectionKey = 'id' | 'name' | 'year' | 'volume' | 'issue';

export const pagerWindowSize = 5;
export const searchMaxLength = 200;
export const searchPerPage = 100;

export const listVariants = {
  archives: {
    variant: 'archives',
    indexPath: '/archives',
    listPath: '/archives/paperlist',
    detailsPath: '/archives/paper-details',
    allVolumesPath: '/archives',
    perPage: 5,
    searchPage: 1,
    searchPerPage,
    searchRule: 'non-blank',
    searchFilteredToSelection: false,
    hasVolumeSelector: true,
    hasIssueSelector: true,
    selectionKeys: ['year', 'volume', 'issue'],
    headingFormat: 'volume-issue-year',
    listCall: '/archivePaperListing',
    searchCall: '/searchArchive',
  },
  'current-issue': {
    variant: 'current-issue',
    indexPath: '/current-issue',
    listPath: '/current-issue/paperlist',
    detailsPath: '/current-issue/paper-details',
    // Spec: the current issue's 'See all volumes' link goes to the archives.
    allVolumesPath: '/archives',
    perPage: 5,
    searchPage: 1,
    searchPerPage,
    searchRule: 'non-blank',
    searchFilteredToSelection: true,
    hasVolumeSelector: true,
    hasIssueSelector: true,
    selectionKeys: ['year', 'volume', 'issue'],
    headingFormat: 'volume-issue-year',
    listCall: '/archivePaperListing',
    searchCall: '/searchArchive',
  },
  thesis: {
    variant: 'thesis',
    indexPath: '/thesis',
    listPath: '/thesis/paperlist',
    detailsPath: '/thesis/paper-details',
    allVolumesPath: '/thesis',
    // Spec: "thesis from the stored per_page (default 10)".
    perPage: 10,
    searchPage: 1,
    searchPerPage,
    searchRule: 'non-empty',
    searchFilteredToSelection: false,
    hasVolumeSelector: true,
    hasIssueSelector: false,
    selectionKeys: ['year', 'volume'],
    headingFormat: 'volume-year',
    listCall: '/thesisDataListing',
    searchCall: '/searchThesis',
  },
  conference: {
    variant: 'conference',
    indexPath: '/conference',
    listPath: '/conference/paperlist',
    detailsPath: '/conference/paper-details',
    allVolumesPath: '/conference',
    perPage: 5,
    searchPage: 1,
    searchPerPage,
    searchRule: 'non-empty',
    searchFilteredToSelection: false,
    hasVolumeSelector: true,
    hasIssueSelector: true,
    selectionKeys: ['id', 'name', 'year', 'volume', 'issue'],
    headingFormat: 'volume-issue-year',
    listCall: '/conferenceFetch',
    searchCall: '/searchConference',
  },
} as const satisfies { [V in ListVariant]: ListVariantConfig & { variant: V } };

/** The configuration of a variant, typed as the common shape. */
export function variantConfig(variant: ListVariant): ListVariantConfig {
  return listVariants[variant];
}
