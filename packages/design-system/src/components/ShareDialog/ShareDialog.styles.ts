// ShareDialog.css.
import { classed } from '../../internal/classed.tsx';

export const Networks = classed('ul', 'ds-share__networks');

export const NetworkLink = classed('a', 'ds-share__network');

export const Note = classed('p', 'ds-share__note');
