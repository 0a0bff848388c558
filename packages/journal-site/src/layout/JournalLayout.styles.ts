import styled from 'styled-components';

export const PageFrame = styled.div<{ $background: 'plain' | 'gradient' }>`
  background: ${({ theme, $background }) =>
    $background === 'gradient' ? theme.color.heroBackground : theme.color.background};
`;

/** Content and side column: one column on phones (side column below), two from md. */
export const Columns = styled.div<{ $withSide: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[7]};
  width: 100%;
  max-width: ${({ theme }) => theme.layout.wide};
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]} ${theme.space[8]}`};

  ${({ theme }) => theme.media.md} {
    padding-inline: ${({ theme }) => theme.space[6]};
    ${({ $withSide }) => ($withSide ? 'grid-template-columns: minmax(0, 1fr) 18rem;' : '')}
    gap: ${({ theme }) => theme.space[6]};
  }
  ${({ theme }) => theme.media.lg} {
    ${({ $withSide }) => ($withSide ? 'grid-template-columns: minmax(0, 1fr) 20rem;' : '')}
  }
`;

export const Main = styled.main`
  min-width: 0;
  scroll-margin-top: 5rem;

  &:focus {
    outline: none;
  }
`;
