// A numbered procedure: the list counts its items in CSS.
import styled from 'styled-components';

export const List = styled.ol`
  display: grid;
  gap: 1.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
`;

export const Item = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: 2.5rem minmax(0, 1fr);
  gap: 0.75rem;
  counter-increment: step;

  &::before {
    content: counter(step);
    display: grid;
    place-items: center;
    width: 2.5rem;
    height: 2.5rem;
    border-radius: 50%;
    background: var(--color-brand);
    color: var(--color-on-brand);
    font-weight: 700;
  }

  &:not(:last-child)::after {
    content: '';
    position: absolute;
    top: 2.75rem;
    bottom: calc(-1 * 1.5rem + 0.25rem);
    left: calc(1.25rem - 1px);
    width: 2px;
    background: var(--color-border);
  }
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  padding-top: 0.4rem;
  min-width: 0;
`;

export const Title = styled.p`
  margin: 0;
  font-size: 1.125rem;
  font-weight: 600;
  line-height: 1.35;
`;

export const Description = styled.div`
  color: var(--color-text-muted);
`;
