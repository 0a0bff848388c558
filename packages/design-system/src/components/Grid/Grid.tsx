import type { ElementType, HTMLAttributes } from 'react';
import type { Space } from '../../tokens/space.ts';
import type { Responsive } from '../Stack/Stack.styles.ts';
import { StyledGrid } from './Grid.styles.ts';

export interface GridProps extends HTMLAttributes<HTMLElement> {
  as?: ElementType;
  /**
   * Fixed column counts, responsive: { base: 1, sm: 2, lg: 3 }. Without it the grid fits as many
   * columns of at least `minItemWidth` as the width allows.
   */
  columns?: Responsive<number>;
  /** Smallest column width for the automatic layout (default 16rem; never wider than the grid). */
  minItemWidth?: string;
  gap?: Space;
}

/** A grid of equal columns: card lists, feature blocks, footer columns. */
export function Grid({ as, columns, minItemWidth = '16rem', gap = 5, ...rest }: GridProps) {
  return (
    <StyledGrid as={as} $columns={columns} $minItemWidth={minItemWidth} $gap={gap} {...rest} />
  );
}
