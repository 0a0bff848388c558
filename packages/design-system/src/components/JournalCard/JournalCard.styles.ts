import styled from 'styled-components';

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};

  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeight.medium};
    overflow-wrap: anywhere;
  }
`;

export const FullTitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;
