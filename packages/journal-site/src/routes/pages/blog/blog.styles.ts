import { Link } from 'react-router';
import styled from 'styled-components';

export const TagLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 1.75rem;
  padding: ${({ theme }) => `0 ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brandSubtle};
  color: ${({ theme }) => theme.color.brandStrong};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

export const PostImage = styled.img`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.measure};
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceMuted};
`;
