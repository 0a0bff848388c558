import styled from 'styled-components';
import { dataAttributes } from '../../internal/data-attributes.ts';
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
  &:where([data-size='xs']) {
    font-size: 0.75rem;
  }
  &:where([data-size='sm']) {
    font-size: 0.875rem;
  }
  &:where([data-size='md']) {
    font-size: 1rem;
  }
  &:where([data-size='lg']) {
    font-size: 1.125rem;
  }
  &:where([data-size='xl']) {
    font-size: 1.25rem;
  }
  &:where([data-size='2xl']) {
    font-size: 1.5rem;
  }
  &:where([data-size='3xl']) {
    font-size: clamp(1.625rem, 1.4rem + 1vw, 1.875rem);
  }
  &:where([data-size='4xl']) {
    font-size: clamp(1.875rem, 1.5rem + 1.8vw, 2.5rem);
  }
  &:where([data-size='5xl']) {
    font-size: clamp(2.125rem, 1.6rem + 2.6vw, 3.25rem);
  }
  &:where([data-tone='brand']) {
    color: var(--color-brand);
  }
  &:where([data-tone='inverse']) {
    color: var(--color-text-inverse);
  }
`;
