import styled from 'styled-components';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2rem;
  min-width: 0;
`;

export const PageHeader = styled.header`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2rem;
  transition: opacity 150ms;

  &[aria-busy='true'] {
    opacity: 0.6;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const StatusBox = styled.div`
  position: sticky;
  top: 0;
  z-index: 10;
  padding: 0.75rem 1rem;
  border: 1px solid var(--color-brand);
  border-radius: 0.5rem;
  background: var(--color-brand-subtle);
  color: var(--color-text);

  p {
    margin: 0;
  }

  /* Kept in the page while idle (a live region must exist before it speaks), with no box. */
  &:empty {
    padding: 0;
    border: 0;
  }
`;
