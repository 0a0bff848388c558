import { classed } from '../../internal/classed.tsx';
import type { FontSize, FontWeight } from '../../tokens/typography.ts';

export type TextTone = 'default' | 'muted' | 'brand' | 'danger' | 'success' | 'inverse';

/** Text.css: size, weight, tone and alignment as data attributes. */
export const StyledText = classed<
  'p',
  { $size: FontSize; $tone: TextTone; $weight: FontWeight; $align?: 'start' | 'center' | 'end' }
>('p', 'ds-text', ({ $size, $tone, $weight, $align }) => ({
  'data-size': $size,
  'data-weight': $weight,
  'data-tone': $tone === 'default' ? undefined : $tone,
  'data-align': $align,
}));
