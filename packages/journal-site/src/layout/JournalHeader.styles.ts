// JournalHeader.css.
import { classed, classNames } from '@journals/design-system/classed';
import { createElement } from 'react';
import { Link } from 'react-router';
import type { LinkProps } from 'react-router';

export function BrandLink({ className, ...rest }: LinkProps) {
  return createElement(Link, {
    className: classNames('js-journal-header__brand-link', className as string | undefined),
    ...rest,
  });
}

export const BrandMark = classed('span', 'js-journal-header__brand-mark');

export const BrandName = classed('span', 'js-journal-header__brand-name');

/** The descriptive title: under the acronym on tablets, left out where the menus need the room. */
export const BrandTitle = classed('span', 'js-journal-header__brand-title');

/** Tighter menu items from the desktop breakpoint up (`display: contents`). */
export const HeaderFrame = classed('div', 'js-journal-header__header-frame');
