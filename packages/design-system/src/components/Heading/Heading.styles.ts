import styled from 'styled-components';
import { dataAttributes } from '../../internal/data-attributes.ts';
import { fontSizeScale } from '../../internal/font-size-scale.ts';
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

/** Size and tone as data attributes. */
export const StyledHeading = styled.h2.attrs<{ $size: FontSize; $tone: HeadingTone }>(
  ({ $size, $tone }) =>
    dataAttributes({
      'data-size': $size,
      'data-tone': $tone === 'default' ? undefined : $tone,
    }),
)`
  margin: 0;
  font-family: var(--font-heading);
  font-weight: 700;
  line-height: 1.2;
  color: inherit;
  overflow-wrap: anywhere;
  text-wrap: balance;
  ${fontSizeScale}
  &:where([data-tone='brand']) {
    color: var(--color-brand);
  }
  &:where([data-tone='inverse']) {
    color: var(--color-text-inverse);
  }
`;
