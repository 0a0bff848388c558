import styled from 'styled-components';

/** An aside of a content page: a tinted box with an info icon. */
export const NoteBox = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  max-width: ${({ theme }) => theme.layout.measure};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-inline-start: 4px solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => `0 ${theme.radius.md} ${theme.radius.md} 0`};
  background: ${({ theme }) => theme.color.brandSubtle};

  svg {
    flex: none;
    margin-top: 0.2em;
    color: ${({ theme }) => theme.color.brand};
  }
`;
