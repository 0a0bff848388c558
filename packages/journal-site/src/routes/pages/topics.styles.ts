import styled from 'styled-components';

export const TopicList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.color.textMuted};
`;
