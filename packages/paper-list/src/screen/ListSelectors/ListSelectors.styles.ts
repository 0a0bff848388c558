// ListSelectors.css.
import { classed } from '@journals/design-system/classed';

/** The volume row and the issue row: stacked on phones, side by side from `md`. */
export const Rows = classed('div', 'pl-list-selectors__rows');

export const Row = classed('div', 'pl-list-selectors__row');

/** The options as links, from `md` up. */
export const WideOptions = classed('ul', 'pl-list-selectors__wide-options');

/**
 * The options as a dropdown in a GET form, below `md`. The dropdown is laid out as wide as its
 * longest option (a native select's own width), so it shows the chosen volume whole. Go is for
 * readers without JavaScript (with it, choosing an option goes there at once); when it does not
 * fit beside the dropdown it wraps below.
 */
export const NarrowChoice = classed('div', 'pl-list-selectors__narrow-choice');
