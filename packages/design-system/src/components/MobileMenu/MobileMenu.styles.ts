// MobileMenu.css: the root's anchor name is in its style (--mobile-menu-own-anchor), the panel's
// kind (panel or overlay) a data attribute.
import { createElement } from 'react';
import { classed, classNames } from '../../internal/classed.tsx';
import { NavAnchor } from '../../internal/NavAnchor.tsx';
import type { SmartAnchorProps } from '../../internal/SmartAnchor.tsx';

export const Root = classed('div', 'ds-mobile-menu');

export const Toggle = classed('button', 'ds-mobile-menu__toggle');

export const Panel = classed<'div', { $variant: 'panel' | 'overlay' }>(
  'div',
  'ds-mobile-menu__panel',
  ({ $variant }) => ({ 'data-variant': $variant }),
);

export const OverlayHeader = classed('div', 'ds-mobile-menu__overlay-header');

export const OverlayTitle = classed('p', 'ds-mobile-menu__overlay-title');

export const List = classed('ul', 'ds-mobile-menu__list');

export const SubList = classed('ul', 'ds-mobile-menu__sub-list');

export function RowLink({ className, ...rest }: SmartAnchorProps) {
  return createElement(NavAnchor, {
    className: classNames('ds-mobile-menu__link', className),
    ...rest,
  });
}

export function SubLink({ className, ...rest }: SmartAnchorProps) {
  return createElement(NavAnchor, {
    className: classNames('ds-mobile-menu__sub-link', className),
    ...rest,
  });
}

export const GroupDetails = classed('details', 'ds-mobile-menu__group');

export const GroupSummary = classed('summary', 'ds-mobile-menu__summary');

export const Actions = classed('div', 'ds-mobile-menu__actions');
