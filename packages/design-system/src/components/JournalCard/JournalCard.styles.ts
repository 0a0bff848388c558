// A journal's particulars in its card.
import styled from 'styled-components';

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 0.25rem 0.75rem;
  margin: 0;
  font-size: 0.875rem;

  dt {
    color: var(--color-text-muted);
  }
  dd {
    margin: 0;
    font-weight: 500;
    overflow-wrap: anywhere;
  }
`;

export const FullTitle = styled.p`
  margin: 0;
  color: var(--color-text-muted);
`;
