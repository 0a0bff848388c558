// Previous and next arrows around a value: the group, the value between the arrows and the
// arrows (links and buttons look the same).
import { Link as RouterLink } from 'react-router';
import styled, { css } from 'styled-components';

export const Group = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-width: 0;
`;

export const Middle = styled.div`
  flex: 1;
  min-width: 0;
`;

/* An arrow: a link, a button or a disabled button. */
const arrow = css`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 1px solid var(--color-border-strong);
  border-radius: 0.5rem;
  background: var(--color-surface);
  color: var(--color-brand);
  cursor: pointer;

  &:hover:not(:disabled) {
    background: var(--color-brand-subtle);
  }

  &:disabled {
    color: var(--color-text-muted);
    background: var(--color-surface-muted);
    border-color: var(--color-border);
    cursor: not-allowed;
  }
`;

export const ArrowButton = styled.button`
  ${arrow}
`;

export const ArrowLink = styled(RouterLink)`
  ${arrow}
`;
