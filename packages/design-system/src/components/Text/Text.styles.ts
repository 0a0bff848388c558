import styled from 'styled-components';
import type { FontSize, FontWeight } from '../../tokens/typography.ts';

export type TextTone = 'default' | 'muted' | 'brand' | 'danger' | 'success' | 'inverse';

export const StyledText = styled.p<{
  $size: FontSize;
  $tone: TextTone;
  $weight: FontWeight;
  $align?: 'start' | 'center' | 'end';
}>`
  margin: 0;
  font-size: ${({ theme, $size }) => theme.fontSize[$size]};
  font-weight: ${({ theme, $weight }) => theme.fontWeight[$weight]};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  text-align: ${({ $align }) => $align ?? 'inherit'};
  overflow-wrap: anywhere;
  color: ${({ theme, $tone }) =>
    ({
      default: 'inherit',
      muted: theme.color.textMuted,
      brand: theme.color.brand,
      danger: theme.color.danger,
      success: theme.color.success,
      inverse: theme.color.textInverse,
    })[$tone]};
`;
