import styled from 'styled-components';

export const MessageBox = styled.div<{ $tone: 'empty' | 'error' }>`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme, $tone }) => ($tone === 'error' ? theme.color.dangerSubtle : theme.color.surfaceMuted)};

  svg {
    flex: none;
    margin-top: 0.2em;
    color: ${({ theme, $tone }) => ($tone === 'error' ? theme.color.danger : theme.color.textMuted)};
  }

  & > div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[2]};
  }
`;
