import styled from 'styled-components';

/** The groups of an audience tab (Benefits, Guidelines, Responsibilities): side by side from md. */
export const AudienceGroups = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  }

  ul {
    margin: ${({ theme }) => `${theme.space[2]} 0 0`};
    padding-inline-start: ${({ theme }) => theme.space[5]};
  }
  li + li {
    margin-top: ${({ theme }) => theme.space[2]};
  }
`;
