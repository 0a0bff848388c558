// Key figures in a band; the tone (brand by default, or muted) is a data attribute.
import styled from 'styled-components';
import { dataAttributes } from '../../internal/data-attributes.ts';

export type StatStripTone = 'brand' | 'muted';

export const List = styled.dl.attrs<{ $tone: StatStripTone }>(({ $tone }) =>
  dataAttributes({ 'data-tone': $tone === 'brand' ? undefined : $tone }),
)`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.5rem;
  margin: 0;
  padding: 1.5rem;
  border-radius: 0.75rem;
  background: var(--color-brand);
  color: var(--color-on-brand);

  &:where([data-tone='muted']) {
    background: var(--color-surface-muted);
    color: var(--color-text);
  }

  @media (min-width: 56.25em) {
    grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  }
`;

export const Item = styled.div`
  display: flex;
  flex-direction: column-reverse;
  align-items: center;
  gap: 0.25rem;
  padding: 0.75rem;
  text-align: center;
`;

export const Value = styled.dd`
  margin: 0;
  font-size: clamp(1.875rem, 1.5rem + 1.8vw, 2.5rem);
  font-weight: 700;
  line-height: 1.2;
`;

export const Label = styled.dt`
  font-size: 0.875rem;
  font-weight: 500;
`;
