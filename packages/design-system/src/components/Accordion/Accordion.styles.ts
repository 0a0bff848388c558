// Accordion.css.
import { classed } from '../../internal/classed.tsx';

export const List = classed('div', 'ds-accordion__list');

export const Item = classed('details', 'ds-accordion__item');

export const Summary = classed('summary', 'ds-accordion__summary');

export const Body = classed('div', 'ds-accordion__body');
