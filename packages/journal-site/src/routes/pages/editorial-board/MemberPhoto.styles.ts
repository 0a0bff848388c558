// A member's portrait, or their initials in a circle of the portrait's size (small 72 px, large
// 160 px: data-size).
import styled from 'styled-components';

export const Portrait = styled.img`
  flex: none;
  border-radius: 50%;
  object-fit: cover;
  background: var(--color-surface-muted);
`;

/** A member without a portrait: the initials in a circle of the portrait's size (data-size). */
export const Initials = styled.span.attrs<{ $size: 'small' | 'large' }>(
  ({ $size }): Record<`data-${string}`, string> => ({ 'data-size': $size }),
)`
  display: grid;
  flex: none;
  place-items: center;
  width: 72px;
  height: 72px;
  border-radius: 50%;
  background: var(--color-brand-subtle);
  color: var(--color-brand);
  font-size: 1.25rem;
  font-weight: 700;

  &:where([data-size='large']) {
    width: 160px;
    height: 160px;
    font-size: 2.5rem;
  }
`;
