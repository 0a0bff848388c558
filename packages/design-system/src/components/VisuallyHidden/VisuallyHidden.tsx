import type { ElementType, HTMLAttributes } from 'react';
import { classNames } from '../../internal/classed.tsx';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  /** Element to render (default span). */
  as?: ElementType;
  /** Show the content while it (or something inside it) has keyboard focus. */
  focusable?: boolean;
}

/** Text for screen readers only: labels, hints, live announcements. */
export function VisuallyHidden({
  as: Element = 'span',
  focusable = false,
  className,
  ...rest
}: VisuallyHiddenProps) {
  const own = focusable ? 'ds-visually-hidden--focusable' : 'ds-visually-hidden';
  return <Element className={classNames(own, className)} {...rest} />;
}
