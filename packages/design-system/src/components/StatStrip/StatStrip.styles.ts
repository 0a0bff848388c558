// StatStrip.css: the tone as a data attribute.
import { classed } from '../../internal/classed.tsx';

export type StatStripTone = 'brand' | 'muted';

export const List = classed<'dl', { $tone: StatStripTone }>('dl', 'ds-stats', ({ $tone }) => ({
  'data-tone': $tone === 'brand' ? undefined : $tone,
}));

export const Item = classed('div', 'ds-stats__item');

export const Value = classed('dd', 'ds-stats__value');

export const Label = classed('dt', 'ds-stats__label');
