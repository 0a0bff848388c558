import { Link } from 'react-router';
import styled from 'styled-components';

export const BrandLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  min-height: 2.75rem;
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;

  &:hover strong {
    color: ${({ theme }) => theme.color.brand};
  }
`;

export const BrandMark = styled.span`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

export const BrandName = styled.strong`
  font-size: ${({ theme }) => theme.fontSize.lg};
  letter-spacing: 0.02em;
  white-space: nowrap;
`;
