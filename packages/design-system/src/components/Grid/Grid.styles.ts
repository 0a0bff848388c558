// A grid of equal columns. Without fixed columns it fits as many of at least --grid-min (the
// element's style, 16rem here) as the width allows; with them (data-columns, data-columns-md...)
// the counts are custom properties in its style (--grid-columns, --grid-columns-md...). The gap
// is a data attribute.
import { gapScale } from '../../internal/gap-scale.ts';
import styled from 'styled-components';
import { dataAttributes } from '../../internal/data-attributes.ts';
import type { Space } from '../../tokens/space.ts';

export const StyledGrid = styled.div.attrs<{ $gap: Space }>(({ $gap }) =>
  dataAttributes({ 'data-gap': $gap === 5 ? undefined : $gap }),
)`
  --grid-min: 16rem;
  display: grid;
  gap: 1.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, var(--grid-min)), 1fr));

  &:where([data-columns]) {
    grid-template-columns: repeat(var(--grid-columns), minmax(0, 1fr));
  }
  ${gapScale('data-gap')}

  @media (min-width: 37.5em) {
    &:where([data-columns-sm]) {
      grid-template-columns: repeat(var(--grid-columns-sm), minmax(0, 1fr));
    }
  }

  @media (min-width: 56.25em) {
    &:where([data-columns-md]) {
      grid-template-columns: repeat(var(--grid-columns-md), minmax(0, 1fr));
    }
  }

  @media (min-width: 75em) {
    &:where([data-columns-lg]) {
      grid-template-columns: repeat(var(--grid-columns-lg), minmax(0, 1fr));
    }
  }
`;
