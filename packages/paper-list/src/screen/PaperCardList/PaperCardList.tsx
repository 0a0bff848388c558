// The papers of a list as a list of articles.
import type { PaperSummary } from '@journals/api-contract';
import { Stack } from '@journals/design-system';
import type { ReactElement, ReactNode } from 'react';
import type { ListVariant } from '../../model/variants.ts';
import { PaperCard } from '../PaperCard/PaperCard.tsx';

/**
 * How the server serves a card: given the card and a key of everything its output depends on, the
 * card as the page shows it (journal-site: rendered once per key and reused, ADR 026).
 */
export type CachedPaperCard = (card: ReactElement, cacheKey: string) => ReactNode;

export interface PaperCardListProps {
  variant: ListVariant;
  papers: readonly PaperSummary[];
  prefix: string;
  /** Names the list ('Papers', 'Search results'). */
  label: string;
  /** On the server, how a card is served (default: rendered in place, as the browser does). */
  cachedCard?: CachedPaperCard | undefined;
}

export function PaperCardList({ variant, papers, prefix, label, cachedCard }: PaperCardListProps) {
  return (
    <Stack as="ul" gap={4} aria-label={label}>
      {papers.map((paper) => {
        const card = <PaperCard variant={variant} paper={paper} prefix={prefix} />;
        return (
          <li key={paper.id}>
            {cachedCard ? cachedCard(card, JSON.stringify([variant, prefix, paper])) : card}
          </li>
        );
      })}
    </Stack>
  );
}
