import styled, { css } from 'styled-components';
import { SmartAnchor } from '../../internal/SmartAnchor.tsx';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
`;

export const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  overflow-x: auto;
  border-bottom: 2px solid ${({ theme }) => theme.color.border};
  scrollbar-width: thin;
`;

const tabCss = css`
  flex: none;
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  margin-bottom: -2px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surfaceMuted};
  }

  &[aria-selected='true'],
  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.brand};
    border-bottom-color: ${({ theme }) => theme.color.brand};
  }

  &:focus-visible {
    outline-offset: -3px;
  }
`;

export const Tab = styled.button`
  ${tabCss}
`;

/** A tab as a link to the address that selects it (before the script runs). */
export const TabLink = styled(SmartAnchor)`
  ${tabCss}
`;

/** The list of tab links: the tab bar's look, as a plain list. */
export const TabLinkList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  border-bottom: 2px solid ${({ theme }) => theme.color.border};
  scrollbar-width: thin;

  li {
    display: flex;
  }
`;

export const Panel = styled.div`
  min-width: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
`;
