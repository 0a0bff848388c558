// Questions and answers on <details>: the list, an item, its question and its answer.
import styled from 'styled-components';

export const List = styled.div`
  display: flex;
  flex-direction: column;
  border-top: 1px solid var(--color-border);
`;

export const Item = styled.details`
  border-bottom: 1px solid var(--color-border);

  &[open] > summary svg {
    transform: rotate(180deg);
  }
`;

export const Summary = styled.summary`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  min-height: 2.75rem;
  padding: 0.75rem 0.5rem;
  font-weight: 600;
  line-height: 1.35;
  list-style: none;
  cursor: pointer;

  &::-webkit-details-marker {
    display: none;
  }

  &:hover {
    color: var(--color-brand);
  }

  svg {
    flex: none;
    color: var(--color-brand);
    transition: transform 150ms;
  }

  @media (prefers-reduced-motion: reduce) {
    svg {
      transition: none;
    }
  }
`;

export const Body = styled.div`
  padding: 0 0.5rem 1rem;
  color: var(--color-text-muted);
`;
