import { classed } from '../../internal/classed.tsx';

/** Icon.css. */
export const Svg = classed('svg', 'ds-icon');
