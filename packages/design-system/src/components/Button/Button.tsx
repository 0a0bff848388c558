import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { Spinner, StyledButton } from './Button.styles.ts';
import type { ButtonSize, ButtonVariant } from './Button.styles.ts';

export type { ButtonSize, ButtonVariant };

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** primary (default), secondary (outlined), ghost (text only), accent (call to action). */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Fill the width the parent gives it. */
  fullWidth?: boolean;
  /** Work in progress: shows a spinner, announces `busyLabel`, ignores clicks, keeps focus. */
  busy?: boolean;
  busyLabel?: string;
  /** Icon before or after the label. */
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** A button. `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  busy = false,
  busyLabel = 'Please wait',
  startIcon,
  endIcon,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={handleClick}
      {...rest}
    >
      {busy ? <Spinner aria-hidden="true" /> : startIcon}
      {children}
      {busy ? <VisuallyHidden>, {busyLabel}</VisuallyHidden> : endIcon}
    </StyledButton>
  );
}
