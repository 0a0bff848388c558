import { classed } from '../../internal/classed.tsx';

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger';

/** Badge.css: the tone as a data attribute. */
export const StyledBadge = classed<'span', { $tone: BadgeTone }>(
  'span',
  'ds-badge',
  ({ $tone }) => ({
    'data-tone': $tone,
  }),
);
