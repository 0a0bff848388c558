import styled from 'styled-components';
import { buttonCss } from '../Button/Button.styles.ts';
import type { ButtonStyleProps } from '../Button/Button.styles.ts';

export const StyledIconButton = styled.button<ButtonStyleProps>`
  ${buttonCss}
  min-width: ${({ $size }) => ($size === 'sm' ? '2rem' : $size === 'lg' ? '3.25rem' : '2.75rem')};
  padding: 0;
  font-size: ${({ $size, theme }) => ($size === 'lg' ? theme.fontSize.xl : theme.fontSize.md)};
`;
