import styled from 'styled-components';
import { dataAttributes } from '../../internal/data-attributes.ts';

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger';

/** The tone as a data attribute. */
export const StyledBadge = styled.span.attrs<{ $tone: BadgeTone }>(({ $tone }) =>
  dataAttributes({ 'data-tone': $tone }),
)`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  max-width: 100%;
  padding: 0.125rem 0.5rem;
  border: 1px solid currentColor;
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 600;
  line-height: 1.35;
  letter-spacing: 0.01em;
  white-space: normal;
  overflow-wrap: anywhere;
  &:where([data-tone='neutral']) {
    color: var(--color-text-muted);
    background: var(--color-surface-muted);
  }
  &:where([data-tone='brand']) {
    color: var(--color-brand);
    background: var(--color-brand-subtle);
  }
  &:where([data-tone='success']) {
    color: var(--color-success);
    background: var(--color-success-subtle);
  }
  &:where([data-tone='warning']) {
    color: var(--color-warning);
    background: var(--color-warning-subtle);
  }
  &:where([data-tone='danger']) {
    color: var(--color-danger);
    background: var(--color-danger-subtle);
  }

  svg {
    width: 1em;
    height: 1em;
  }
`;
