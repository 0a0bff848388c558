import type { AnchorHTMLAttributes } from 'react';
import { StyledSkipLink } from './SkipLink.styles.ts';

export interface SkipLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** id of the main content (default "main"). */
  targetId?: string;
}

/** The first link of every page: hidden until focused, it jumps past the header to the content. */
export function SkipLink({
  targetId = 'main',
  children = 'Skip to main content',
  ...rest
}: SkipLinkProps) {
  return (
    <StyledSkipLink href={`#${targetId}`} {...rest}>
      {children}
    </StyledSkipLink>
  );
}
