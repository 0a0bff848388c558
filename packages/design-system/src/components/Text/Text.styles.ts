import styled from 'styled-components';
import { dataAttributes } from '../../internal/data-attributes.ts';
import { fontSizeScale } from '../../internal/font-size-scale.ts';
// Defined after the prose: a text's own \`margin: 0\` wins over the prose's spacing between its
// children, at equal specificity, as it always has.
import '../Prose/Prose.styles.ts';
import type { FontSize, FontWeight } from '../../tokens/typography.ts';

export type TextTone = 'default' | 'muted' | 'brand' | 'danger' | 'success' | 'inverse';

interface TextStyleProps {
  $size: FontSize;
  $tone: TextTone;
  $weight: FontWeight;
  $align?: 'start' | 'center' | 'end';
}

/** Size, weight, tone and alignment as data attributes. */
export const StyledText = styled.p.attrs<TextStyleProps>(({ $size, $tone, $weight, $align }) =>
  dataAttributes({
    'data-size': $size,
    'data-weight': $weight,
    'data-tone': $tone === 'default' ? undefined : $tone,
    'data-align': $align,
  }),
)`
  margin: 0;
  line-height: 1.6;
  text-align: inherit;
  overflow-wrap: anywhere;
  color: inherit;
  ${fontSizeScale}
  &:where([data-weight='regular']) {
    font-weight: 400;
  }
  &:where([data-weight='medium']) {
    font-weight: 500;
  }
  &:where([data-weight='semibold']) {
    font-weight: 600;
  }
  &:where([data-weight='bold']) {
    font-weight: 700;
  }
  &:where([data-tone='muted']) {
    color: var(--color-text-muted);
  }
  &:where([data-tone='brand']) {
    color: var(--color-brand);
  }
  &:where([data-tone='danger']) {
    color: var(--color-danger);
  }
  &:where([data-tone='success']) {
    color: var(--color-success);
  }
  &:where([data-tone='inverse']) {
    color: var(--color-text-inverse);
  }
  &:where([data-align='start']) {
    text-align: start;
  }
  &:where([data-align='center']) {
    text-align: center;
  }
  &:where([data-align='end']) {
    text-align: end;
  }
`;
