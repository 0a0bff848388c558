// @journals/paper-list/model: the rules of the paper-list engine as pure functions.
export type * from './types.ts';
export {
  listVariantNames,
  listVariants,
  pagerWindowSize,
  searchMaxLength,
  searchPerPage,
  variantConfig,
} from './variants.ts';
export type {
  HeadingFormat,
  ListCall,
  ListVariant,
  ListVariantConfig,
  SearchCall,
  SearchRule,
  SelectionKey,
} from './variants.ts';
export { sameSlot } from './selection.ts';
export type { ConferenceRef, IssueSlot, ListSelection } from './selection.ts';
export {
  currentIssue,
  findVolume,
  issuesOf,
  latestIssueCount,
  volumeList,
  yearOfVolume,
} from './archive-index.ts';
export type { VolumeEntry } from './archive-index.ts';
export { conferenceAt, conferenceIndex, findConference } from './conference.ts';
export { navigableVolumes, selectionAt, thesisIssue } from './context.ts';
export type { ListContext } from './context.ts';
export { parsePage, parseQueryInteger, parseSelection } from './query.ts';
export { currentIssueHref, hrefFor, searchParamName, selectionToSearchParams } from './url.ts';
export { jumpHref, jumpParamName } from './jump.ts';
export {
  adjacent,
  chooseIssue,
  chooseVolume,
  clampIssue,
  issueNeighbours,
  listNavigation,
  volumeNeighbours,
} from './navigation.ts';
export type { IssueOption, ListLink, ListNavigation, VolumeOption } from './navigation.ts';
export { choosePage, pagerModel, pagerVisible, pagerWindow } from './pager.ts';
export type { PagerModel, PagerPage } from './pager.ts';
export {
  canSubmitSearch,
  clearSearch,
  filterSearchResults,
  normalizeSearch,
  searchForm,
  searchState,
  submitSearch,
} from './search.ts';
export type { SearchForm, SearchState } from './search.ts';
export { listRequest } from './request.ts';
export type { ListRequest } from './request.ts';
export { listHeading } from './heading.ts';
export {
  paperDetailsHref,
  paperSections,
  paperSlug,
  parsePaperDetailsQuery,
} from './details-link.ts';
export type { PaperDetailsQuery, PaperSection } from './details-link.ts';
export {
  formatAuthors,
  monthName,
  monthNames,
  paperCardFigures,
  publishedOnline,
  webSearchBase,
  webSearchUrl,
} from './paper-card.ts';
export { sitePdfPath, withPrefix } from './pdf-link.ts';
