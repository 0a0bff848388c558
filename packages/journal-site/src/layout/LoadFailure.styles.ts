import styled from 'styled-components';

export const FailureBox = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.dangerSubtle};

  svg {
    flex: none;
    margin-top: 0.2em;
    color: ${({ theme }) => theme.color.danger};
  }

  & > div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[2]};
  }
`;
