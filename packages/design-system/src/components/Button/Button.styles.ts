// Shared look of Button, LinkButton and IconButton.
import styled, { css, keyframes } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'accent';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth?: boolean;
}

const variants = {
  primary: css`
    background: ${({ theme }) => theme.color.brand};
    border-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.onBrand};
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${({ theme }) => theme.color.brandStrong};
      border-color: ${({ theme }) => theme.color.brandStrong};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.color.surface};
    border-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.brand};
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${({ theme }) => theme.color.brandSubtle};
    }
  `,
  ghost: css`
    background: transparent;
    border-color: transparent;
    color: ${({ theme }) => theme.color.brand};
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${({ theme }) => theme.color.brandSubtle};
    }
  `,
  accent: css`
    background: ${({ theme }) => theme.color.accent};
    border-color: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.onAccent};
    &:hover:not(:disabled, [aria-disabled='true']) {
      filter: brightness(0.9);
    }
  `,
} as const;

const sizes = {
  sm: css`
    min-height: 2rem;
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    font-size: ${({ theme }) => theme.fontSize.sm};
  `,
  md: css`
    min-height: 2.75rem;
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
    font-size: ${({ theme }) => theme.fontSize.md};
  `,
  lg: css`
    min-height: 3.25rem;
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[5]}`};
    font-size: ${({ theme }) => theme.fontSize.lg};
  `,
} as const;

export const buttonCss = css<ButtonStyleProps>`
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.tight};
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast};
  ${({ $variant }) => variants[$variant]}
  ${({ $size }) => sizes[$size]}

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }

  &[aria-busy='true'] {
    cursor: progress;
    opacity: 1;
  }

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const Spinner = styled.span`
  display: inline-block;
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  ${({ theme }) => theme.media.reducedMotion} {
    animation-duration: 2.4s;
  }
`;

export const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonCss}
`;
