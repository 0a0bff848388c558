// @journals/api-client/react: the query cache in React components.
export { HydrateQueries } from './HydrateQueries.tsx';
export { QueryCacheProvider, useQueryCache } from './QueryCacheProvider.tsx';
export { fetchesOnMount, useQuery, type QueryResult } from './use-query.ts';
