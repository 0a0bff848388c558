// The list's states besides its cards: loading, nothing found, a listing that could not be
// loaded, and the line above search results.
import { EmptyState, LoadingState, Text } from '@journals/design-system';
import { Link } from 'react-router';

/** While the router brings another state of the list: 'Loading ...' and the spec's sentence. */
export function ListLoading() {
  return <LoadingState />;
}

/** An empty page, no search results, or a failed listing: 'No Paper Found'. */
export function NoPapers() {
  return <EmptyState title="No Paper Found" headingLevel={2} />;
}

export interface ListUnavailableProps {
  /** The failure was nginx's rate limit (429): the reader is asked to wait a moment. */
  rateLimited: boolean;
  /** The list's own address (relative to the prefix): loading it again is the retry. */
  retryHref: string;
}

/** A listing the site could not load right now: what happened and a way to try again. */
export function ListUnavailable({ rateLimited, retryHref }: ListUnavailableProps) {
  return (
    <div role="alert">
      <EmptyState
        title={rateLimited ? 'Too many requests' : 'The papers could not be loaded'}
        description={
          rateLimited
            ? 'Too many requests, try again in a moment.'
            : 'Please try again in a moment.'
        }
        action={<Link to={retryHref}>Try again</Link>}
        headingLevel={2}
      />
    </div>
  );
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
