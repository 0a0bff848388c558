import type { ButtonHTMLAttributes, Ref } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import type { IconName } from '../Icon/icons.ts';
import type { ButtonSize, ButtonVariant } from '../Button/Button.styles.ts';
import { StyledIconButton } from './IconButton.styles.ts';

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'aria-label'
> {
  icon: IconName;
  /** The accessible name (the icon itself is silent). Also shown as a tooltip. */
  label: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  ref?: Ref<HTMLButtonElement>;
}

/** A square button showing only an icon; `label` names it. */
export function IconButton({
  icon,
  label,
  variant = 'ghost',
  size = 'md',
  type = 'button',
  title,
  ...rest
}: IconButtonProps) {
  return (
    <StyledIconButton
      type={type}
      aria-label={label}
      title={title ?? label}
      $variant={variant}
      $size={size}
      {...rest}
    >
      <Icon name={icon} />
    </StyledIconButton>
  );
}
