import type { CSSProperties, ElementType, HTMLAttributes } from 'react';
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

const DEFAULT_MIN_ITEM_WIDTH = '16rem';

/** The data attributes and custom properties the grid's rules read for fixed column counts. */
function columnsOf(columns: Responsive<number> | undefined, minItemWidth: string) {
  const data: Record<string, string> = {};
  const style: Record<string, string | number> = {};
  if (columns === undefined) {
    if (minItemWidth !== DEFAULT_MIN_ITEM_WIDTH) style['--grid-min'] = minItemWidth;
    return { data, style };
  }
  const counts = typeof columns === 'number' ? { base: columns } : columns;
  for (const [breakpoint, count] of Object.entries(counts)) {
    if (count === undefined) continue;
    const suffix = breakpoint === 'base' ? '' : `-${breakpoint}`;
    data[`data-columns${suffix}`] = '';
    style[`--grid-columns${suffix}`] = count;
  }
  return { data, style };
}

/** A grid of equal columns: card lists, feature blocks, footer columns. */
export function Grid({
  as,
  columns,
  minItemWidth = DEFAULT_MIN_ITEM_WIDTH,
  gap = 5,
  style,
  ...rest
}: GridProps) {
  const own = columnsOf(columns, minItemWidth);
  const merged =
    Object.keys(own.style).length > 0 ? ({ ...own.style, ...style } as CSSProperties) : style;
  return <StyledGrid as={as} $gap={gap} {...own.data} style={merged} {...rest} />;
}
