// Grid.css: the gap as a data attribute; fixed column counts flagged by data attributes
// (data-columns, data-columns-md...) with the counts as custom properties in the element's style.
import { classed } from '../../internal/classed.tsx';
import type { Space } from '../../tokens/space.ts';

export const StyledGrid = classed<'div', { $gap: Space }>('div', 'ds-grid', ({ $gap }) => ({
  'data-gap': $gap === 5 ? undefined : $gap,
}));
