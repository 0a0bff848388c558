// Shared look of Button, LinkButton and IconButton: the classes of Button.css, variants and sizes
// as data attributes.
import { classed } from '../../internal/classed.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'accent';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth?: boolean;
}

/** The data attributes Button.css selects on. */
export const buttonModifiers = ({ $variant, $size, $fullWidth }: ButtonStyleProps) => ({
  'data-variant': $variant,
  'data-size': $size,
  'data-full-width': $fullWidth,
});

export const Spinner = classed('span', 'ds-button__spinner');

export const StyledButton = classed<'button', ButtonStyleProps>(
  'button',
  'ds-button',
  buttonModifiers,
);
