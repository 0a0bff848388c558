import type { ReactNode } from 'react';
import type { SmartAnchorProps } from '../../internal/SmartAnchor.tsx';
import type { ButtonSize, ButtonVariant } from '../Button/Button.styles.ts';
import { StyledLinkButton } from './LinkButton.styles.ts';

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
  ...rest
}: LinkButtonProps) {
  return (
    <StyledLinkButton $variant={variant} $size={size} $fullWidth={fullWidth} {...rest}>
      {startIcon}
      {children}
    </StyledLinkButton>
  );
}
