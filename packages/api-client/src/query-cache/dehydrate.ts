// The cache as data a server render puts into the page: the successful entries only.
import type { QueryKey } from './query-key.ts';

export interface DehydratedQuery {
  queryKey: QueryKey;
  data: unknown;
  updatedAt: number;
}

export interface DehydratedState {
  queries: DehydratedQuery[];
}
