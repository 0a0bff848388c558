// The papers of a list as a list of articles.
import type { PaperSummary } from '@journals/api-contract';
import { Stack } from '@journals/design-system';
import type { ListVariant } from '../../model/variants.ts';
import { PaperCard } from '../PaperCard/PaperCard.tsx';

export interface PaperCardListProps {
  variant: ListVariant;
  papers: readonly PaperSummary[];
  prefix: string;
  /** Names the list ('Papers', 'Search results'). */
  label: string;
}

export function PaperCardList({ variant, papers, prefix, label }: PaperCardListProps) {
  return (
    <Stack as="ul" gap={4} aria-label={label}>
      {papers.map((paper) => (
        <li key={paper.id}>
          <PaperCard variant={variant} paper={paper} prefix={prefix} />
        </li>
      ))}
    </Stack>
  );
}
