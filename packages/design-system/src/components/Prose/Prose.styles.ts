import { classed } from '../../internal/classed.tsx';

/** Typography for long texts whose markup comes from content (Prose.css). */
export const StyledProse = classed<'div', { $measure: boolean }>(
  'div',
  'ds-prose',
  ({ $measure }) => ({
    'data-measure': $measure,
  }),
);
