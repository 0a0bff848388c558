// Table.css.
import { classed } from '../../internal/classed.tsx';

export const ScrollRegion = classed('div', 'ds-table__scroll');

export const StyledTable = classed('table', 'ds-table');

export const Caption = classed('caption', 'ds-table__caption');
