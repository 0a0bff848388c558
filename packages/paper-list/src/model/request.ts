// The API call a list state needs (spec section 7), with server field names and the page sizes of
// section 9: list calls page with the variant's per_page; a search asks for page 1, per_page 100.
import type { ListSelection } from './selection.ts';
import { listVariants, type ListVariant, type SearchCall } from './variants.ts';

export type ListRequest =
  | {
      call: '/archivePaperListing';
      body: { year: number; volume: number; issue: number; page: number; per_page: number };
    }
  | {
      call: '/thesisDataListing';
      body: { thesis_year: number; thesis_volume: number; page: number; per_page: number };
    }
  | { call: '/conferenceFetch'; body: { id: number; page: number; per_page: number } }
  | { call: SearchCall; body: { search: string; page: number; per_page: number } };

/**
 * The call that loads what a selection shows: the search call while a search is active,
 * otherwise the variant's list call. Null for a conference selection without a conference.
 */
export function listRequest(variant: ListVariant, selection: ListSelection): ListRequest | null {
  const config = listVariants[variant];
  if (selection.search !== '') {
    return {
      call: config.searchCall,
      body: { search: selection.search, page: config.searchPage, per_page: config.searchPerPage },
    };
  }
  const paging = { page: selection.page, per_page: config.perPage };
  switch (config.listCall) {
    case '/archivePaperListing': {
      const { year, volume, issue } = selection;
      return { call: config.listCall, body: { year, volume, issue, ...paging } };
    }
    case '/thesisDataListing':
      return {
        call: config.listCall,
        body: { thesis_year: selection.year, thesis_volume: selection.volume, ...paging },
      };
    case '/conferenceFetch':
      return selection.conference
        ? { call: config.listCall, body: { id: selection.conference.id, ...paging } }
        : null;
  }
}
