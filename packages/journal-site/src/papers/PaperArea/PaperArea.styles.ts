// PaperArea.css.
import { classed } from '@journals/design-system/classed';

export const Page = classed('div', 'js-paper-area__page');

export const PageHeader = classed('header', 'js-paper-area__page-header');

export const Body = classed('div', 'js-paper-area__body');

export const StatusBox = classed('div', 'js-paper-area__status-box');
