import type { ReactNode } from 'react';
import { classNames } from '../../internal/classed.tsx';
import { SmartAnchor } from '../../internal/SmartAnchor.tsx';
import type { SmartAnchorProps } from '../../internal/SmartAnchor.tsx';
import { buttonModifiers } from '../Button/Button.styles.ts';
import type { ButtonSize, ButtonVariant } from '../Button/Button.styles.ts';

export interface LinkButtonProps extends SmartAnchorProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  startIcon?: ReactNode;
}

/**
 * A link that looks like a button: navigation with the weight of a call to action (Explore
 * Journals, Submit Research, Return Home). Same address rules as Link.
 */
export function LinkButton({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  startIcon,
  children,
  className,
  ...rest
}: LinkButtonProps) {
  const modifiers = buttonModifiers({ $variant: variant, $size: size, $fullWidth: fullWidth });
  return (
    <SmartAnchor
      className={classNames('ds-button', className)}
      data-variant={modifiers['data-variant']}
      data-size={modifiers['data-size']}
      data-full-width={fullWidth ? '' : undefined}
      {...rest}
    >
      {startIcon}
      {children}
    </SmartAnchor>
  );
}
