import styled from 'styled-components';
import { dataAttributes } from '../../internal/data-attributes.ts';

export type ContainerSize = 'narrow' | 'default' | 'wide';

/**
 * Centres content by padding, never by margin: the inline padding grows to keep the content at
 * most the container width, and never falls below the page gutter. The size is a data attribute.
 */
export const StyledContainer = styled.div.attrs<{ $size: ContainerSize }>(({ $size }) =>
  dataAttributes({ 'data-size': $size === 'default' ? undefined : $size }),
)`
  width: 100%;
  --gutter: 1rem;
  --max: 75rem;
  padding-inline: max(var(--gutter), calc((100% - var(--max)) / 2));
  &:where([data-size='narrow']) {
    --max: 48rem;
  }
  &:where([data-size='wide']) {
    --max: 90rem;
  }

  @media (min-width: 56.25em) {
    --gutter: 2rem;
  }
`;
