// A full-width band of a page: tone, vertical padding and alignment as data attributes.
import styled from 'styled-components';
import { dataAttributes } from '../../internal/data-attributes.ts';
// Defined after these, as it always came: on a brand band, the band's focus ring colour wins over
// an inverse link's and a field control's, and its link colour over a text's (Prose), at equal
// specificity.
import '../../internal/field/Field.styles.ts';
import '../Link/Link.styles.ts';
import '../Prose/Prose.styles.ts';
import type { Space } from '../../tokens/space.ts';

export type SectionTone = 'default' | 'muted' | 'brand' | 'hero';

export const StyledSection = styled.section.attrs<{ $tone: SectionTone; $paddingBlock: Space }>(
  ({ $tone, $paddingBlock }) =>
    dataAttributes({
      'data-tone': $tone === 'default' ? undefined : $tone,
      'data-padding-block': $paddingBlock === 8 ? undefined : $paddingBlock,
    }),
)`
  padding-block: 4rem;
  background: transparent;
  color: inherit;

  &:where([data-tone='muted']) {
    background: var(--color-surface-muted);
  }
  &:where([data-tone='hero']) {
    background: var(--color-hero-background);
  }
  &:where([data-tone='brand']) {
    background: var(--color-brand);
    color: var(--color-on-brand);
    a {
      color: var(--color-on-brand);
    }
    :focus-visible {
      outline-color: var(--color-on-brand);
    }
  }
  &:where([data-padding-block='0']) {
    padding-block: 0;
  }
  &:where([data-padding-block='1']) {
    padding-block: 0.25rem;
  }
  &:where([data-padding-block='2']) {
    padding-block: 0.5rem;
  }
  &:where([data-padding-block='3']) {
    padding-block: 0.75rem;
  }
  &:where([data-padding-block='4']) {
    padding-block: 1rem;
  }
  &:where([data-padding-block='5']) {
    padding-block: 1.5rem;
  }
  &:where([data-padding-block='6']) {
    padding-block: 2rem;
  }
  &:where([data-padding-block='7']) {
    padding-block: 3rem;
  }
  &:where([data-padding-block='8']) {
    padding-block: 4rem;
  }
  &:where([data-padding-block='9']) {
    padding-block: 6rem;
  }
`;

export const Header = styled.header.attrs<{ $align: 'start' | 'center' }>(({ $align }) =>
  dataAttributes({ 'data-align': $align === 'center' ? 'center' : undefined }),
)`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  align-items: flex-start;
  text-align: start;
  margin-block-end: 2rem;

  &:where([data-align='center']) {
    align-items: center;
    text-align: center;
  }
`;

export const Description = styled.p.attrs<{ $tone: SectionTone }>(({ $tone }) =>
  dataAttributes({ 'data-tone': $tone === 'brand' ? 'brand' : undefined }),
)`
  margin: 0;
  max-width: 70ch;
  font-size: 1.125rem;
  color: var(--color-text-muted);

  &:where([data-tone='brand']) {
    color: var(--color-on-brand);
  }
`;
