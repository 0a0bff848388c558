import type { ElementType, HTMLAttributes } from 'react';
import styled from 'styled-components';
import { visuallyHidden, visuallyHiddenUntilFocused } from './VisuallyHidden.styles.ts';

const Hidden = styled.span<{ $focusable: boolean }>`
  ${({ $focusable }) => ($focusable ? visuallyHiddenUntilFocused : visuallyHidden)}
`;

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  /** Element to render (default span). */
  as?: ElementType;
  /** Show the content while it (or something inside it) has keyboard focus. */
  focusable?: boolean;
}

/** Text for screen readers only: labels, hints, live announcements. */
export function VisuallyHidden({ as, focusable = false, ...rest }: VisuallyHiddenProps) {
  return <Hidden as={as} $focusable={focusable} {...rest} />;
}
