// DropdownMenu.css: the group sets its own anchor name (--dropdown-anchor, in its style), the
// trigger carries it, the popover is placed under it.
import { createElement } from 'react';
import { classed, classNames } from '../../internal/classed.tsx';
import { NavAnchor } from '../../internal/NavAnchor.tsx';
import type { SmartAnchorProps } from '../../internal/SmartAnchor.tsx';

export const Root = classed('div', 'ds-dropdown');

/** The class of a top-level navigation item (a trigger or a link of the header's bar). */
export const navItemClass = 'ds-nav-item';

export const Trigger = classed('button', 'ds-dropdown__trigger');

export const Menu = classed<'ul', { $align: 'start' | 'end'; $enhanced: boolean }>(
  'ul',
  'ds-dropdown__menu',
  ({ $align, $enhanced }) => ({
    'data-align': $align === 'end' ? 'end' : undefined,
    'data-enhanced': $enhanced,
  }),
);

export function MenuLink({ className, ...rest }: SmartAnchorProps) {
  return createElement(NavAnchor, {
    className: classNames('ds-dropdown__link', className),
    ...rest,
  });
}
