import { Link as RouterLink } from 'react-router';
import styled, { css } from 'styled-components';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.styles.ts';

export const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.sm} {
    gap: ${({ theme }) => theme.space[2]};
  }
`;

export const pagerItemCss = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 2.75rem;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.brand};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  text-decoration: none;
  cursor: pointer;

  &:hover:not(:disabled, [aria-current='page']) {
    background: ${({ theme }) => theme.color.brandSubtle};
    border-color: ${({ theme }) => theme.color.brand};
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.brand};
    border-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.onBrand};
    cursor: default;
  }

  &:disabled {
    color: ${({ theme }) => theme.color.textMuted};
    background: ${({ theme }) => theme.color.surfaceMuted};
    cursor: not-allowed;
  }
`;

export const PageButton = styled.button`
  ${pagerItemCss}
`;

export const PageLink = styled(RouterLink)`
  ${pagerItemCss}
`;

/** "Previous" / "Next" words: visible from the small breakpoint, spoken always. */
export const StepText = styled.span`
  ${visuallyHidden}

  ${({ theme }) => theme.media.sm} {
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
