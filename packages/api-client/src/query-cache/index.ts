// @journals/api-client/query-cache: the query cache the paper lists load into, on the server
// (one per request, dehydrated into the page) and in the browser (one per visit).
export type { DehydratedQuery, DehydratedState } from './dehydrate.ts';
export { QueryCache, type QueryCacheOptions } from './query-cache.ts';
export { hashKey, type QueryKey } from './query-key.ts';
export { queryOptions, type QueryFunctionContext, type QueryOptions } from './query-options.ts';
export { pendingState, type QueryState, type QueryStatus } from './query-state.ts';
export { neverRetry, retryDelay, type RetryRule } from './retry.ts';
