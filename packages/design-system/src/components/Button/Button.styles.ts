// One look for Button, LinkButton and IconButton: variants and sizes are data attributes,
// selected inside :where() so a rule of the component's own (a later styled component) still
// wins.
import styled, { css, keyframes } from 'styled-components';
import { dataAttributes } from '../../internal/data-attributes.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'accent';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth?: boolean;
}

/** The data attributes the button's rules select on. */
export const buttonModifiers = ({ $variant, $size, $fullWidth }: ButtonStyleProps) => ({
  'data-variant': $variant,
  'data-size': $size,
  'data-full-width': $fullWidth,
});

/** The button's look, on a button (Button, IconButton) or a link (LinkButton). */
export const buttonStyles = css`
  display: inline-flex;
  width: auto;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  border: 2px solid transparent;
  border-radius: 0.5rem;
  font-family: inherit;
  font-weight: 600;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 150ms,
    border-color 150ms;

  &:where([data-full-width]) {
    display: flex;
    width: 100%;
  }

  &:where([data-variant='primary']) {
    background: var(--color-brand);
    border-color: var(--color-brand);
    color: var(--color-on-brand);
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: var(--color-brand-strong);
      border-color: var(--color-brand-strong);
    }
  }
  &:where([data-variant='secondary']) {
    background: var(--color-surface);
    border-color: var(--color-brand);
    color: var(--color-brand);
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: var(--color-brand-subtle);
    }
  }
  &:where([data-variant='ghost']) {
    background: transparent;
    border-color: transparent;
    color: var(--color-brand);
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: var(--color-brand-subtle);
    }
  }
  &:where([data-variant='accent']) {
    background: var(--color-accent);
    border-color: var(--color-accent);
    color: var(--color-on-accent);
    &:hover:not(:disabled, [aria-disabled='true']) {
      filter: brightness(0.9);
    }
  }

  &:where([data-size='sm']) {
    min-height: 2rem;
    padding: 0.25rem 0.75rem;
    font-size: 0.875rem;
  }
  &:where([data-size='md']) {
    min-height: 2.75rem;
    padding: 0.5rem 1rem;
    font-size: 1rem;
  }
  &:where([data-size='lg']) {
    min-height: 3.25rem;
    padding: 0.75rem 1.5rem;
    font-size: 1.125rem;
  }

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }

  &[aria-busy='true'] {
    cursor: progress;
    opacity: 1;
  }

  & [data-new-tab-icon] {
    width: 1em;
    height: 1em;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

/** The busy button's spinner: a ring in the text's colour, open on the right, turning. */
export const buttonSpinner = css`
  display: inline-block;
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

export const Spinner = styled.span`
  ${buttonSpinner}
`;

export const StyledButton = styled.button.attrs<ButtonStyleProps>((props) =>
  dataAttributes(buttonModifiers(props)),
)`
  ${buttonStyles}
`;
