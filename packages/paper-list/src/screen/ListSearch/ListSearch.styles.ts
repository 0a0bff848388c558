import styled from 'styled-components';

/** Box, Search and Clear in one row; the buttons drop below the box on a narrow phone. */
export const SearchRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};

  & > :first-child {
    flex: 1 1 16rem;
    min-width: 0;
  }
`;

export const SearchButtons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;
