import { Link as RouterLink } from 'react-router';
import styled, { css } from 'styled-components';

export const Group = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

export const Middle = styled.div`
  flex: 1;
  min-width: 0;
`;

const arrowCss = css`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.brand};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.brandSubtle};
  }

  &:disabled {
    color: ${({ theme }) => theme.color.textMuted};
    background: ${({ theme }) => theme.color.surfaceMuted};
    border-color: ${({ theme }) => theme.color.border};
    cursor: not-allowed;
  }
`;

export const ArrowButton = styled.button`
  ${arrowCss}
`;

export const ArrowLink = styled(RouterLink)`
  ${arrowCss}
`;
