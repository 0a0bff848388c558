import styled from 'styled-components';

/** An aside of a content page: a tinted box with an info icon. */
export const NoteBox = styled.div`
  display: flex;
  gap: 0.75rem;
  max-width: 70ch;
  padding: 0.75rem 1rem;
  border-inline-start: 4px solid var(--color-brand);
  border-radius: 0 0.5rem 0.5rem 0;
  background: var(--color-brand-subtle);

  svg {
    flex: none;
    margin-top: 0.2em;
    color: var(--color-brand);
  }
`;
