// SideColumn.css.
import { classed } from '@journals/design-system/classed';

export const SideRoot = classed('aside', 'js-side-column__side-root');

export const LinkList = classed('ul', 'js-side-column__link-list');
