import type { SmartAnchorProps } from '../../internal/SmartAnchor.tsx';
import { StyledLink } from './Link.styles.ts';

export type LinkVariant = 'inline' | 'standalone' | 'quiet' | 'inverse';

export interface LinkProps extends SmartAnchorProps {
  /** inline (underlined, in running text), standalone, quiet (inherits colour), inverse (dark bands). */
  variant?: LinkVariant;
}

/**
 * A link. Routes of this app go through react-router's Link (client navigation, `to`); other
 * sites open in a new tab with rel="noopener noreferrer" and a spoken "(opens in a new tab)".
 * The variant is a data attribute its rules select on.
 */
export function Link({ variant = 'inline', ...rest }: LinkProps) {
  return <StyledLink data-variant={variant} {...rest} />;
}
