import type { ElementType, HTMLAttributes } from 'react';
import { FocusableHiddenText, HiddenText } from './VisuallyHidden.styles.ts';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  /** Element to render (default span). */
  as?: ElementType;
  /** Show the content while it (or something inside it) has keyboard focus. */
  focusable?: boolean;
}

/** Text for screen readers only: labels, hints, live announcements. */
export function VisuallyHidden({ as, focusable = false, ...rest }: VisuallyHiddenProps) {
  const Hidden = focusable ? FocusableHiddenText : HiddenText;
  return <Hidden as={as} {...rest} />;
}
