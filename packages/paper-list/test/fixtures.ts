// Indexes and selections the tests share. Shapes as the contract delivers them (newest year first).
import type {
  ArchiveIndex,
  ConferenceCategory,
  ListContext,
  ListSelection,
  PaperSummary,
} from '../src/model/index.ts';

/** Three volumes: 2024 v1 (6 issues), 2025 v2 (6 issues), 2026 v3 (3 issues, the latest). */
export const archiveIndex: ArchiveIndex = [
  { year: 2026, volumes: [{ volume: 3, issues: [1, 2, 3] }] },
  { year: 2025, volumes: [{ volume: 2, issues: [1, 2, 3, 4, 5, 6] }] },
  { year: 2024, volumes: [{ volume: 1, issues: [1, 2, 3, 4, 5, 6] }] },
];

/** The thesis index: every volume has issues [0]. */
export const thesisIndex: ArchiveIndex = [
  {
    year: 2025,
    volumes: [
      { volume: 2, issues: [0] },
      { volume: 3, issues: [0] },
    ],
  },
  { year: 2024, volumes: [{ volume: 1, issues: [0] }] },
];

/** Four conferences; 7 and 9 share 2025 volume 2 issue 4. Deliberately unordered. */
export const conferenceCategories: ConferenceCategory[] = [
  { id: 9, name: 'Smart Grid Summit', year: 2025, volume: 2, issue: 4 },
  { id: 3, name: 'National Conference on Signal Processing', year: 2024, volume: 1, issue: 6 },
  { id: 7, name: 'ICEC 2025', year: 2025, volume: 2, issue: 4 },
  { id: 5, name: 'RACE 2025', year: 2025, volume: 2, issue: 2 },
];

export const archivesContext: ListContext = { variant: 'archives', index: archiveIndex };
export const currentIssueContext: ListContext = { variant: 'current-issue', index: archiveIndex };
export const thesisContext: ListContext = { variant: 'thesis', index: thesisIndex };
export const conferenceContext: ListContext = {
  variant: 'conference',
  categories: conferenceCategories,
};

export const contexts = {
  archives: archivesContext,
  'current-issue': currentIssueContext,
  thesis: thesisContext,
  conference: conferenceContext,
} as const;

/** A list selection with defaults: page 1, no search, no conference. */
export function selection(
  overrides: Partial<ListSelection> & Pick<ListSelection, 'year' | 'volume'>,
): ListSelection {
  return { issue: 1, page: 1, search: '', conference: null, ...overrides };
}

export function paper(overrides: Partial<PaperSummary> = {}): PaperSummary {
  return {
    id: '101',
    uniqueId: 'IJ-101',
    title: 'Deep Learning for Power Systems',
    authors: ['A. Kumar', 'B. Devi'],
    month: 'March',
    year: 2025,
    updatedAt: null,
    pages: '1-10',
    pdfUrl: null,
    volume: 2,
    issue: 3,
    ...overrides,
  };
}
