// ListHeading.css.
import { classed } from '@journals/design-system/classed';

/** The conference name, on its own line above 'Volume X, Issue Y (year)'. */
export const Eyebrow = classed('span', 'pl-list-heading__eyebrow');

/** The heading receives focus after navigation; the outline shows only for keyboard users. */
export const Focusable = classed('div', 'pl-list-heading__focusable');
