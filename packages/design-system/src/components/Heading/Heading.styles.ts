import styled from 'styled-components';
import type { FontSize } from '../../tokens/typography.ts';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
export type HeadingTone = 'default' | 'brand' | 'inverse';

export const defaultSizes: Record<HeadingLevel, FontSize> = {
  1: '4xl',
  2: '3xl',
  3: '2xl',
  4: 'xl',
  5: 'lg',
  6: 'md',
};

export const StyledHeading = styled.h2<{ $size: FontSize; $tone: HeadingTone }>`
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme, $size }) => theme.fontSize[$size]};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  line-height: ${({ theme }) => theme.lineHeight.tight};
  color: ${({ theme, $tone }) =>
    $tone === 'brand'
      ? theme.color.brand
      : $tone === 'inverse'
        ? theme.color.textInverse
        : 'inherit'};
  overflow-wrap: anywhere;
  text-wrap: balance;
`;
