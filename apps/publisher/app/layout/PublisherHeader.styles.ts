// PublisherHeader.css.
import { classed, classNames } from '@journals/design-system/classed';
import { createElement } from 'react';
import { Link } from 'react-router';
import type { LinkProps } from 'react-router';

export function BrandLink({ className, ...rest }: LinkProps) {
  return createElement(Link, {
    className: classNames('pub-publisher-header__brand-link', className as string | undefined),
    ...rest,
  });
}

export const BrandMark = classed('span', 'pub-publisher-header__brand-mark');

export const BrandName = classed('strong', 'pub-publisher-header__brand-name');
