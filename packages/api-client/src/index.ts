// @journals/api-client: the typed client of the journal API, its errors, and react-query options.
export {
  ApiError,
  ApiUnavailable,
  describeApiFailure,
  isApiError,
  isApiUnavailable,
} from './api-error.ts';
export type { ApiErrorDetails, ApiErrorKind } from './api-error.ts';
export { createApiClient, defaultTimeoutMs } from './client.ts';
export type { AnswerCache, ApiClient, ApiClientOptions } from './client.ts';
export { catalogueMessages } from './error-policy.ts';
export type { Logger } from './error-policy.ts';
export { isUnavailability } from './failure-class.ts';
export { defaultPageSizes } from './params.ts';
export type {
  ArchivePapersParams,
  ConferencePapersParams,
  DetailsParams,
  PaperDetailsParams,
  SearchParams,
  SlugParams,
  SuggestionsParams,
  TagParams,
  ThesisPapersParams,
} from './params.ts';
export { apiQueryKey, createJournalQueries, createPublisherQueries } from './queries.ts';
export type { JournalQueries, JournalSiteId, PublisherQueries } from './queries.ts';
export { RefreshingValue } from './refreshing-value.ts';
export type { RefreshingValueOptions } from './refreshing-value.ts';
export { callUrl } from './transport.ts';
export type { CallOptions } from './transport.ts';
