// The tabs' look: a bar of tabs (links without the script, ARIA tabs with it: the same elements,
// see tabs.ts), scrolling sideways when it is wider than a phone.
import styled from 'styled-components';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  min-width: 0;
`;

export const TabBar = styled.ul`
  display: flex;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  border-bottom: 2px solid var(--color-border);
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
  padding: 0.5rem 1rem;
  border-bottom: 3px solid transparent;
  color: var(--color-text-muted);
  font-weight: 600;
  white-space: nowrap;
  text-decoration: none;

  &:hover {
    color: var(--color-text);
    background: var(--color-surface-muted);
  }

  &[aria-selected='true'],
  &[aria-current='page'] {
    color: var(--color-brand);
    border-bottom-color: var(--color-brand);
  }

  &:focus-visible {
    outline-offset: -3px;
  }
`;

export const Panel = styled.div`
  min-width: 0;
  border-radius: 0.25rem;
`;
