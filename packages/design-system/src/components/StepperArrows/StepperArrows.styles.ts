// StepperArrows.css: the group, the value between the arrows and the arrows (links and buttons
// share one class).
import { createElement } from 'react';
import type { ComponentProps } from 'react';
import { Link as RouterLink } from 'react-router';
import { classed, classNames } from '../../internal/classed.tsx';

export const Group = classed('div', 'ds-stepper');

export const Middle = classed('div', 'ds-stepper__middle');

const arrowClass = 'ds-stepper__arrow';

export const ArrowButton = classed('button', arrowClass);

export function ArrowLink({ className, ...rest }: ComponentProps<typeof RouterLink>) {
  return createElement(RouterLink, { className: classNames(arrowClass, className), ...rest });
}
