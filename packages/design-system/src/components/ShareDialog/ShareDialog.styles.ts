// The share dialog's networks and its Instagram note.
import styled from 'styled-components';
import { outlinedControlBox } from '../../internal/control-box.ts';

export const Networks = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const NetworkLink = styled.a`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  ${outlinedControlBox}
  color: var(--color-text);
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: var(--color-brand-subtle);
    border-color: var(--color-brand);
  }

  svg {
    color: var(--color-brand);
  }
`;

export const Note = styled.p`
  display: flex;
  gap: 0.5rem;
  margin: 0;
  padding: 0.75rem;
  border-radius: 0.5rem;
  background: var(--color-surface-muted);
  color: var(--color-text-muted);
  font-size: 0.875rem;

  svg {
    flex: none;
    margin-top: 0.1em;
  }
`;
