import { classed } from '../../internal/classed.tsx';
import type { FontSize } from '../../tokens/typography.ts';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
export type HeadingTone = 'default' | 'brand' | 'inverse';

export const defaultSizes: Record<HeadingLevel, FontSize> = {
  1: '4xl',
  2: '3xl',
  3: '2xl',
  4: 'xl',
  5: 'lg',
  6: 'md',
};

/** Heading.css: size and tone as data attributes. */
export const StyledHeading = classed<'h2', { $size: FontSize; $tone: HeadingTone }>(
  'h2',
  'ds-heading',
  ({ $size, $tone }) => ({
    'data-size': $size,
    'data-tone': $tone === 'default' ? undefined : $tone,
  }),
);
