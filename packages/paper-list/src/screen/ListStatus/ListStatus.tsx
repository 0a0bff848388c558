// The list's states besides its cards: loading, nothing found, and the line above search results.
import { EmptyState, LoadingState, Text } from '@journals/design-system';

/** While the router brings another state of the list: 'Loading ...' and the spec's sentence. */
export function ListLoading() {
  return <LoadingState />;
}

/** An empty page, no search results, or a failed listing: 'No Paper Found'. */
export function NoPapers() {
  return <EmptyState title="No Paper Found" headingLevel={2} />;
}

export interface SearchSummaryProps {
  query: string;
  count: number;
}

/** Which search the results answer, announced politely to screen readers. */
export function SearchSummary({ query, count }: SearchSummaryProps) {
  return (
    <Text tone="muted" aria-live="polite">
      {count === 1 ? '1 paper' : `${count} papers`} found for “{query}”
    </Text>
  );
}
