import styled, { css } from 'styled-components';
import { NavAnchor } from '../../internal/NavAnchor.tsx';

/** Names the toggle as the panel's anchor, unless the header names a better one. */
export const Root = styled.div<{ $anchor: string }>`
  --mobile-menu-own-anchor: ${({ $anchor }) => $anchor};
`;

export const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  text-decoration: none;
  cursor: pointer;

  anchor-name: var(--mobile-menu-own-anchor);

  &:hover {
    background: ${({ theme }) => theme.color.brandSubtle};
  }

  [data-shown-when='open'] {
    display: none;
  }
  ${Root}:has(> :popover-open) > & [data-shown-when='open'] {
    display: inline-block;
  }
  ${Root}:has(> :popover-open) > & [data-shown-when='closed'] {
    display: none;
  }
`;

/*
 * The panel and the overlay are popovers: the browser shows them in the top layer (above the
 * sticky header) and sets display: none while closed, so neither sets a display of its own
 * until :popover-open. The UA's popover box (centred, framed, fit-content) is undone first.
 */
const popoverResetCss = css`
  inset: auto;
  width: auto;
  height: auto;
  max-width: none;
  margin: 0;
  border: 0;
  color: inherit;
`;

/*
 * Under the header bar: anchored to the element the header names (--mobile-menu-anchor, its
 * bottom edge) or else to the toggle; without anchor positioning, 4rem down (the bar's height).
 */
const panelCss = css`
  ${popoverResetCss}
  position: fixed;
  top: 4rem;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  max-height: calc(100dvh - 4rem);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};

  @supports (anchor-name: --a) {
    position-anchor: var(--mobile-menu-anchor, var(--mobile-menu-own-anchor));
    top: anchor(bottom);
  }
`;

const overlayCss = css`
  ${popoverResetCss}
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  width: 100%;
  height: 100%;
  max-height: none;
  flex-direction: column;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.surface};

  &:popover-open {
    display: flex;
  }

  /* The page behind does not scroll while the overlay covers it. */
  :root:has(&:popover-open) {
    overflow: hidden;
  }
`;

export const Panel = styled.div<{ $variant: 'panel' | 'overlay' }>`
  ${({ $variant }) => ($variant === 'overlay' ? overlayCss : panelCss)}

  /* No popover support at all: the menu shows while focus is in it (the toggle first). */
  @supports not selector(:popover-open) {
    display: none;
    ${Root}:focus-within > & {
      display: block;
    }
  }
`;

export const OverlayHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding-bottom: ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

export const OverlayTitle = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const SubList = styled(List)`
  padding-inline-start: ${({ theme }) => theme.space[4]};
  padding-block: ${({ theme }) => theme.space[1]};
`;

const rowCss = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  text-align: start;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.brandSubtle};
  }

  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.brandSubtle};
  }
`;

export const RowLink = styled(NavAnchor)`
  ${rowCss}
  justify-content: flex-start;

  [data-new-tab-icon] {
    width: 0.85em;
    height: 0.85em;
    margin-inline-start: 0.25em;
  }
`;

export const SubLink = styled(RowLink)`
  font-weight: ${({ theme }) => theme.fontWeight.regular};
`;

export const GroupDetails = styled.details`
  &[open] > summary svg {
    transform: rotate(180deg);
  }
`;

export const GroupSummary = styled.summary`
  ${rowCss}
  list-style: none;

  &::-webkit-details-marker {
    display: none;
  }

  svg {
    flex: none;
    transition: transform ${({ theme }) => theme.motion.fast};
  }
  ${({ theme }) => theme.media.reducedMotion} {
    svg {
      transition: none;
    }
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[4]};
`;
