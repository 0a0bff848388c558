// The phone menu. The root names the toggle as the panel's anchor (--mobile-menu-own-anchor, in
// its style), unless the header names a better one (--mobile-menu-anchor); the panel's kind
// (panel or overlay) is a data attribute.
import styled, { css } from 'styled-components';
import { navItemBox, outlinedControlBox } from '../../internal/control-box.ts';
import { dataAttributes } from '../../internal/data-attributes.ts';
import { NavAnchor } from '../../internal/NavAnchor.tsx';

export const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  ${outlinedControlBox}
  background: var(--color-surface);
  color: var(--color-text);
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;

  anchor-name: var(--mobile-menu-own-anchor);

  &:hover {
    background: var(--color-brand-subtle);
  }

  [data-shown-when='open'] {
    display: none;
  }
`;

/*
 * The panel and the overlay are popovers: the browser shows them in the top layer (above the
 * sticky header) and sets display: none while closed, so neither sets a display of its own
 * until :popover-open. The UA's popover box (centred, framed, fit-content) is undone first.
 */
export const Panel = styled.div.attrs<{ $variant: 'panel' | 'overlay' }>(({ $variant }) =>
  dataAttributes({ 'data-variant': $variant }),
)`
  inset: auto;
  width: auto;
  height: auto;
  max-width: none;
  margin: 0;
  border: 0;
  color: inherit;
  position: fixed;
  padding: 1rem;
  background: var(--color-surface);
  overflow-y: auto;

  /*
   * Under the header bar: anchored to the element the header names (--mobile-menu-anchor, its
   * bottom edge) or else to the toggle; without anchor positioning, 4rem down (the bar's height).
   */
  &:where([data-variant='panel']) {
    top: 4rem;
    left: 0;
    right: 0;
    z-index: 200;
    max-height: calc(100dvh - 4rem);
    border-top: 1px solid var(--color-border);
    box-shadow: var(--shadow-lg);

    @supports (anchor-name: --a) {
      position-anchor: var(--mobile-menu-anchor, var(--mobile-menu-own-anchor));
      top: anchor(bottom);
    }
  }

  &:where([data-variant='overlay']) {
    inset: 0;
    z-index: 300;
    width: 100%;
    height: 100%;
    max-height: none;
    flex-direction: column;

    &:popover-open {
      display: flex;
    }
  }

  /* No popover support at all: the menu shows while focus is in it (the toggle first). */
  @supports not selector(:popover-open) {
    display: none;
  }

  /* The page behind does not scroll while the overlay covers it. */
  :root:has(&[data-variant='overlay']:popover-open) {
    overflow: hidden;
  }
`;

export const Root = styled.div`
  &:has(> :popover-open) > ${Toggle} [data-shown-when='open'] {
    display: inline-block;
  }
  &:has(> :popover-open) > ${Toggle} [data-shown-when='closed'] {
    display: none;
  }

  @supports not selector(:popover-open) {
    &:focus-within > ${Panel} {
      display: block;
    }
  }
`;

export const OverlayHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  padding-bottom: 0.75rem;
  border-bottom: 1px solid var(--color-border);
  margin-bottom: 0.75rem;
`;

export const OverlayTitle = styled.p`
  margin: 0;
  font-size: 1.125rem;
  font-weight: 700;
`;

const list = css`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const List = styled.ul`
  ${list}
`;

export const SubList = styled.ul`
  ${list}

  padding-inline-start: 1rem;
  padding-block: 0.25rem;
`;

/* A row: a link, a sub-link or a group's summary. */
const row = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  ${navItemBox}
  text-align: start;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    background: var(--color-brand-subtle);
  }

  &[aria-current='page'] {
    color: var(--color-brand);
    background: var(--color-brand-subtle);
  }
`;

const rowLink = css`
  ${row}

  justify-content: flex-start;

  [data-new-tab-icon] {
    width: 0.85em;
    height: 0.85em;
    margin-inline-start: 0.25em;
  }
`;

export const RowLink = styled(NavAnchor)`
  ${rowLink}
`;

export const SubLink = styled(NavAnchor)`
  ${rowLink}

  font-weight: 400;
`;

export const GroupSummary = styled.summary`
  ${row}

  list-style: none;

  &::-webkit-details-marker {
    display: none;
  }

  svg {
    flex: none;
    transition: transform 150ms;
  }
  @media (prefers-reduced-motion: reduce) {
    svg {
      transition: none;
    }
  }
`;

export const GroupDetails = styled.details`
  &[open] > summary svg {
    transform: rotate(180deg);
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  padding-top: 1rem;
`;
