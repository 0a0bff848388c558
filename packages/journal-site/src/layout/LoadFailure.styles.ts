import styled from 'styled-components';

export const FailureBox = styled.div`
  display: flex;
  gap: 0.75rem;
  padding: 1.5rem;
  border: 1px solid var(--color-border);
  border-radius: 0.75rem;
  background: var(--color-danger-subtle);

  svg {
    flex: none;
    margin-top: 0.2em;
    color: var(--color-danger);
  }

  & > div {
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
  }
`;
