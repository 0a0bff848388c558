// The header's brand: the publisher's mark and acronym, a link home.
import { Link } from 'react-router';
import styled from 'styled-components';

export const BrandLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.75rem;
  min-width: 0;
  min-height: 2.75rem;
  color: var(--color-text);
  text-decoration: none;

  &:hover strong {
    color: var(--color-brand);
  }
`;

export const BrandMark = styled.span`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 0.5rem;
  background: var(--color-brand);
  color: var(--color-on-brand);
  font-size: 1.125rem;
`;

export const BrandName = styled.strong`
  font-size: 1.125rem;
  letter-spacing: 0.02em;
  white-space: nowrap;
`;
