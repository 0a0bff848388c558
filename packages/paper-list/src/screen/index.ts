// @journals/paper-list/screen: the paper-list screen and the loader helper its routes use.
export { PaperListScreen } from './PaperListScreen/PaperListScreen.tsx';
export type { PaperListScreenProps } from './PaperListScreen/PaperListScreen.tsx';
export { PaperCard } from './PaperCard/PaperCard.tsx';
export { PaperCardList } from './PaperCardList/PaperCardList.tsx';
export type { CachedPaperCard, PaperCardListProps } from './PaperCardList/PaperCardList.tsx';
export type { PaperCardProps } from './PaperCard/PaperCard.tsx';
export {
  listIndexQuery,
  loadListContext,
  loadPaperList,
  prefetchTargets,
} from './load-paper-list.ts';
export type { LoadPaperListOptions, PaperListLoad } from './load-paper-list.ts';
export {
  archiveIndexQuery,
  archiveListContext,
  conferenceIndexQuery,
  listPageQuery,
} from './list-queries.ts';
export type { ArchiveListVariant, ListQuery } from './list-queries.ts';
export { searchPlaceholder } from './ListSearch/ListSearch.tsx';
export { isRateLimited, retryUnlessRateLimited } from './rate-limit.ts';
