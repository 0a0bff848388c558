// IssueIndex.css: the current link as a data attribute.
import { classed } from '@journals/design-system/classed';

export const Years = classed('div', 'js-issue-index__years');

export const YearSection = classed('section', 'js-issue-index__year-section');

export const Group = classed('div', 'js-issue-index__group');

export const LinkGrid = classed('ul', 'js-issue-index__link-grid');

export const IndexAnchor = classed<'span', { $current: boolean }>(
  'span',
  'js-issue-index__index-anchor',
  ({ $current }) => ({ 'data-current': $current }),
);
