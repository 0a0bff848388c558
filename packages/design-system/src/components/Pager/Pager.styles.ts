// The pager's list, its controls (links and buttons look the same) and the step words.
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.styles.ts';
import styled, { css } from 'styled-components';

/* Page navigation: previous, page numbers, next. */
export const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: 37.5em) {
    gap: 0.5rem;
  }
`;

/* A page number, previous or next: a link, a button or a disabled button. */
const pagerItem = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.25rem;
  min-width: 2.75rem;
  min-height: 2.75rem;
  padding: 0 0.5rem;
  border: 1px solid var(--color-border);
  border-radius: 0.5rem;
  background: var(--color-surface);
  color: var(--color-brand);
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;

  &:hover:not(:disabled, [aria-current='page']) {
    background: var(--color-brand-subtle);
    border-color: var(--color-brand);
  }

  &[aria-current='page'] {
    background: var(--color-brand);
    border-color: var(--color-brand);
    color: var(--color-on-brand);
    cursor: default;
  }

  &:disabled {
    color: var(--color-text-muted);
    background: var(--color-surface-muted);
    cursor: not-allowed;
  }
`;

export const PageButton = styled.button`
  ${pagerItem}
`;

export const PageLink = styled(RouterLink)`
  ${pagerItem}
`;

/** "Previous" / "Next" words: visible from the small breakpoint, spoken always. */
export const StepText = styled.span`
  ${visuallyHidden}

  @media (min-width: 37.5em) {
    position: static !important;
    width: auto !important;
    height: auto !important;
    margin: 0 !important;
    overflow: visible !important;
    clip: auto !important;
    clip-path: none !important;
    white-space: normal !important;
  }
`;
