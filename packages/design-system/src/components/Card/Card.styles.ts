// Card.css: tone, elevation, padding and gap as data attributes; the media's ratio in its style.
import { classed } from '../../internal/classed.tsx';
import type { Space } from '../../tokens/space.ts';

export type CardTone = 'default' | 'muted' | 'brand';
export type CardElevation = 'flat' | 'raised';

export const StyledCard = classed<'div', { $tone: CardTone; $elevation: CardElevation }>(
  'div',
  'ds-card',
  ({ $tone, $elevation }) => ({
    'data-tone': $tone === 'default' ? undefined : $tone,
    'data-elevation': $elevation === 'raised' ? 'raised' : undefined,
  }),
);

export const CardMediaFrame = classed('div', 'ds-card__media');

export const CardContent = classed<'div', { $padding: Space; $gap: Space }>(
  'div',
  'ds-card__content',
  ({ $padding, $gap }) => ({ 'data-padding': $padding, 'data-gap': $gap }),
);

export const MetaList = classed('ul', 'ds-card__meta');

export const Actions = classed('div', 'ds-card__actions');
