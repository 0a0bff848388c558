// The list's states besides its cards: loading, nothing found, and the line above search results.
import { Heading, Stack, Text } from '@journals/design-system';

export const loadingTitle = 'Loading ...';
export const loadingText = 'Please wait while we retrieve your documents';
export const noPapersText = 'No Paper Found';

export function ListLoading() {
  return (
    <Stack gap={2} role="status" aria-live="polite">
      <Heading level={2} size="lg">
        {loadingTitle}
      </Heading>
      <Text tone="muted">{loadingText}</Text>
    </Stack>
  );
}

export function NoPapers() {
  return (
    <Stack gap={2} role="status">
      <Heading level={2} size="lg">
        {noPapersText}
      </Heading>
    </Stack>
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
