import styled from 'styled-components';

export const HeadingRoot = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  max-width: ${({ theme }) => theme.layout.measure};
  padding-bottom: ${({ theme }) => theme.space[5]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;
