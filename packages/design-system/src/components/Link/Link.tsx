import { classNames } from '../../internal/classed.tsx';
import { SmartAnchor } from '../../internal/SmartAnchor.tsx';
import type { SmartAnchorProps } from '../../internal/SmartAnchor.tsx';

export type LinkVariant = 'inline' | 'standalone' | 'quiet' | 'inverse';

export interface LinkProps extends SmartAnchorProps {
  /** inline (underlined, in running text), standalone, quiet (inherits colour), inverse (dark bands). */
  variant?: LinkVariant;
}

/**
 * A link. Routes of this app go through react-router's Link (client navigation, `to`); other
 * sites open in a new tab with rel="noopener noreferrer" and a spoken "(opens in a new tab)".
 * Its look is the `ds-link` class of Link.css, the variant a data attribute.
 */
export function Link({ variant = 'inline', className, ...rest }: LinkProps) {
  return (
    <SmartAnchor className={classNames('ds-link', className)} data-variant={variant} {...rest} />
  );
}
