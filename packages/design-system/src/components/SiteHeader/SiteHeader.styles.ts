// SiteHeader.css: stickiness and the width the full navigation shows from as data attributes.
import { classed } from '../../internal/classed.tsx';

export type DesktopFrom = 'md' | 'lg';

export const Header = classed<'header', { $sticky: boolean }>(
  'header',
  'ds-header',
  ({ $sticky }) => ({
    'data-static': !$sticky,
  }),
);

export const Bar = classed('div', 'ds-header__bar');

export const Brand = classed('div', 'ds-header__brand');

export const DesktopOnly = classed<'div', { $from: DesktopFrom }>(
  'div',
  'ds-header__desktop',
  ({ $from }) => ({ 'data-from': $from }),
);

export const MobileOnly = classed<'div', { $from: DesktopFrom }>(
  'div',
  'ds-header__mobile',
  ({ $from }) => ({ 'data-from': $from }),
);

export const NavList = classed('ul', 'ds-header__nav-list');
