// What a query is: its key and the function that loads its data. The function receives an
// AbortSignal, aborted when the cache cancels the fetch.
import type { QueryKey } from './query-key.ts';

export interface QueryFunctionContext {
  signal: AbortSignal;
}

export interface QueryOptions<T, K extends QueryKey = QueryKey> {
  queryKey: K;
  queryFn: (context: QueryFunctionContext) => Promise<T>;
}

/** A typed identity: keeps the key's literal type and the data type of the function. */
export function queryOptions<T, const K extends QueryKey>(
  options: QueryOptions<T, K>,
): QueryOptions<T, K> {
  return options;
}
