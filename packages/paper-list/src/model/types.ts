// The normalized API types the paper-list engine reads, as `@journals/api-contract` defines them.
export type {
  ArchiveIndex,
  ArchiveVolume,
  ArchiveYear,
  ConferenceCategory,
  Pagination,
  PaperListPage,
  PaperSummary,
} from '@journals/api-contract';
