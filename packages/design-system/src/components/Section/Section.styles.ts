// Section.css: tone, vertical padding and alignment as data attributes.
import { classed } from '../../internal/classed.tsx';
import type { Space } from '../../tokens/space.ts';

export type SectionTone = 'default' | 'muted' | 'brand' | 'hero';

export const StyledSection = classed<'section', { $tone: SectionTone; $paddingBlock: Space }>(
  'section',
  'ds-section',
  ({ $tone, $paddingBlock }) => ({
    'data-tone': $tone === 'default' ? undefined : $tone,
    'data-padding-block': $paddingBlock === 8 ? undefined : $paddingBlock,
  }),
);

export const Header = classed<'header', { $align: 'start' | 'center' }>(
  'header',
  'ds-section__header',
  ({ $align }) => ({ 'data-align': $align === 'center' ? 'center' : undefined }),
);

export const Description = classed<'p', { $tone: SectionTone }>(
  'p',
  'ds-section__description',
  ({ $tone }) => ({ 'data-tone': $tone === 'brand' ? 'brand' : undefined }),
);
