// A tag as a pill link (a router link), a post's cover image.
import { Link } from 'react-router';
import styled from 'styled-components';

export const TagLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 1.75rem;
  padding: 0 0.75rem;
  border-radius: 999px;
  background: var(--color-brand-subtle);
  color: var(--color-brand-strong);
  font-size: 0.875rem;
  font-weight: 500;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

export const PostImage = styled.img`
  width: 100%;
  max-width: 70ch;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: 0.75rem;
  background: var(--color-surface-muted);
`;
