// home.css.
import { classed } from '@journals/design-system/classed';

export const Hero = classed('section', 'js-home__hero');

export const Eyebrow = classed('p', 'js-home__eyebrow');

export const FactGrid = classed('dl', 'js-home__fact-grid');
