// PageHeading.css.
import { classed } from '@journals/design-system/classed';

export const HeadingRoot = classed('header', 'sk-page-heading__root');
