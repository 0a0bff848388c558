// The audience tabs' look: a bar of tabs (links without the script, ARIA tabs with it: the same
// elements, see audience-tabs.ts), scrolling sideways when it is wider than a phone.
import styled from 'styled-components';

export const TabsRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
`;

export const TabBar = styled.ul`
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

export const TabLink = styled.a`
  flex: none;
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  margin-bottom: -2px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-bottom: 3px solid transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  white-space: nowrap;
  text-decoration: none;

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

export const TabPanel = styled.div`
  min-width: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
`;
