// The journal frame: page background, content and side column (one column on phones, the side
// column below; two from md). The background and the side column as data attributes.
import styled from 'styled-components';

// The modifiers as the data attributes the rules select on: a bare attribute for true, none for
// false or the default.
type DataAttributes = Record<`data-${string}`, string>;

export const PageFrame = styled.div.attrs<{ $background: 'plain' | 'gradient' }>(
  ({ $background }): DataAttributes =>
    $background === 'gradient' ? { 'data-background': 'gradient' } : {},
)`
  background: var(--color-background);
  &:where([data-background='gradient']) {
    background: var(--color-hero-background);
  }
`;

/** Content and side column: one column on phones (side column below), two from md. */
export const Columns = styled.div.attrs<{ $withSide: boolean }>(({ $withSide }): DataAttributes =>
  $withSide ? { 'data-with-side': '' } : {},
)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 3rem;
  width: 100%;
  max-width: 90rem;
  margin-inline: auto;
  padding: 2rem 1rem 4rem;

  @media (min-width: 56.25em) {
    padding-inline: 2rem;
    gap: 2rem;
    &:where([data-with-side]) {
      grid-template-columns: minmax(0, 1fr) 18rem;
    }
  }
  @media (min-width: 75em) {
    &:where([data-with-side]) {
      grid-template-columns: minmax(0, 1fr) 20rem;
    }
  }
`;

export const Main = styled.main`
  min-width: 0;
  scroll-margin-top: 5rem;

  &:focus {
    outline: none;
  }
`;
