import { classed } from '../../internal/classed.tsx';

/** ScrollToTop.css; the threshold is the element's --scroll-to-top-from. */
export const Anchor = classed('a', 'ds-scroll-to-top');
