// JournalLayout.css: the background and the side column as data attributes.
import { classed } from '@journals/design-system/classed';

export const PageFrame = classed<'div', { $background: 'plain' | 'gradient' }>(
  'div',
  'js-journal-layout__page-frame',
  ({ $background }) => ({ 'data-background': $background === 'gradient' ? 'gradient' : undefined }),
);

/** Content and side column: one column on phones (side column below), two from md. */
export const Columns = classed<'div', { $withSide: boolean }>(
  'div',
  'js-journal-layout__columns',
  ({ $withSide }) => ({ 'data-with-side': $withSide }),
);

export const Main = classed('main', 'js-journal-layout__main');
