import { classed } from '../../internal/classed.tsx';
import { buttonModifiers } from '../Button/Button.styles.ts';
import type { ButtonStyleProps } from '../Button/Button.styles.ts';

export const StyledIconButton = classed<'button', ButtonStyleProps>(
  'button',
  'ds-button ds-button--icon',
  buttonModifiers,
);
