// The header's dropdown: the group sets its own anchor name (--dropdown-anchor, in its style),
// the trigger carries it, the popover is placed under it.
import styled, { css } from 'styled-components';
import { navItemBox } from '../../internal/control-box.ts';
import { dataAttributes } from '../../internal/data-attributes.ts';
import { NavAnchor } from '../../internal/NavAnchor.tsx';

/* A top-level item of the header's navigation: a dropdown's trigger or a plain link. */
const navItem = css`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  ${navItemBox}
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    background: var(--color-brand-subtle);
    color: var(--color-brand-strong);
  }

  &[aria-current='page'],
  &[data-contains-current='true'] {
    color: var(--color-brand);
    box-shadow: inset 0 -3px 0 var(--color-brand);
  }
`;

/** A plain link of the header's bar, beside the dropdowns' triggers. */
export const NavItemLink = styled(NavAnchor)`
  ${navItem}
`;

export const Trigger = styled.button`
  ${navItem}

  /* The anchor name comes from the group's style (--dropdown-anchor), unique to each group. */
  anchor-name: var(--dropdown-anchor);

  svg {
    transition: transform 150ms;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  @media (prefers-reduced-motion: reduce) {
    svg {
      transition: none;
    }
  }
`;

/*
 * The list of links is a `popover`: the trigger's `popovertarget` opens it by click, Enter or
 * Space with no script; the browser closes it on Escape and outside clicks (light dismiss) and
 * keeps one open at a time. Open, it sits in the top layer, placed under its trigger by CSS
 * anchor positioning (Chromium 125+, Firefox 147+, Safari 26+); elsewhere it drops under the
 * header bar, centred. Before the script runs, hovering the group also shows the list, in place
 * (a plain absolute box: no top layer, no anchor needed). Browsers without popovers at all fall
 * back to showing it on hover and keyboard focus.
 */
export const Menu = styled.ul.attrs<{ $align: 'start' | 'end'; $enhanced: boolean }>(
  ({ $align, $enhanced }) =>
    dataAttributes({
      'data-align': $align === 'end' ? 'end' : undefined,
      'data-enhanced': $enhanced,
    }),
)`
  position: absolute;
  inset: auto;
  top: 100%;
  left: 0;
  z-index: 200;
  min-width: 14rem;
  max-width: min(22rem, calc(100vw - 2rem));
  margin: 0;
  padding: 0.5rem;
  overflow: visible;
  list-style: none;
  color: inherit;
  border: 1px solid var(--color-border);
  border-radius: 0.5rem;
  background: var(--color-surface);
  box-shadow: var(--shadow-lg);

  &:where([data-align='end']) {
    left: auto;
    right: 0;
  }

  &:popover-open {
    position: fixed;
  }

  @supports (anchor-name: --a) {
    &:popover-open {
      position-anchor: var(--dropdown-anchor);
      top: anchor(bottom);
      left: anchor(left);
      right: auto;
      position-try-fallbacks: flip-inline;
    }
    &:where([data-align='end']):popover-open {
      right: anchor(right);
      left: auto;
    }
  }

  @supports not (anchor-name: --a) {
    &:popover-open {
      top: 4rem;
      left: 50%;
      right: auto;
      translate: -50% 0;
    }
  }

  /* No popover support at all: the list opens on hover and keyboard focus (the group's rule). */
  @supports not selector(:popover-open) {
    display: none;
  }
`;

export const MenuLink = styled(NavAnchor)`
  display: block;
  padding: 0.5rem 0.75rem;
  border-radius: 0.25rem;
  color: var(--color-text);
  text-decoration: none;
  line-height: 1.35;

  &:hover,
  &:focus-visible {
    background: var(--color-brand-subtle);
    color: var(--color-brand-strong);
  }

  &[aria-current='page'] {
    font-weight: 600;
    color: var(--color-brand);
  }

  [data-new-tab-icon] {
    width: 0.85em;
    height: 0.85em;
    margin-inline-start: 0.25em;
  }
`;

/* A group of the header's navigation: a trigger and its list of links as a popover. */
export const Root = styled.div`
  position: relative;

  /* Separate rule: a browser without :has() or :popover-open drops only this one. */
  &:has(> :popover-open) > ${Trigger} svg {
    transform: rotate(180deg);
  }

  /* No popover support at all: the list opens on hover and keyboard focus. */
  @supports not selector(:popover-open) {
    &:hover > ${Menu}, &:focus-within > ${Menu} {
      display: block;
    }
  }

  /* Until the script takes over hovering (with its closing delay), CSS opens the list on hover. */
  @media (hover: hover) {
    &:hover > ${Menu}:not([data-enhanced]):not(:popover-open) {
      display: block;
    }
  }
`;
