// Pager.css: the list, its controls (links and buttons share one class) and the step words.
import { createElement } from 'react';
import type { ComponentProps } from 'react';
import { Link as RouterLink } from 'react-router';
import { classed, classNames } from '../../internal/classed.tsx';

export const List = classed('ul', 'ds-pager');

export const pagerItemClass = 'ds-pager__item';

export const PageButton = classed('button', pagerItemClass);

export function PageLink({ className, ...rest }: ComponentProps<typeof RouterLink>) {
  return createElement(RouterLink, { className: classNames(pagerItemClass, className), ...rest });
}

/** "Previous" / "Next" words: visible from the small breakpoint, spoken always. */
export const StepText = classed('span', 'ds-pager__step-text');
