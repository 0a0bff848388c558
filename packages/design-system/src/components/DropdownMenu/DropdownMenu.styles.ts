import styled, { css } from 'styled-components';
import { NavAnchor } from '../../internal/NavAnchor.tsx';

/** Sets the anchor name its trigger carries and its popover is placed under. */
export const Root = styled.div<{ $anchor: string }>`
  position: relative;
  --dropdown-anchor: ${({ $anchor }) => $anchor};
`;

export const navItemCss = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.brandSubtle};
    color: ${({ theme }) => theme.color.brandStrong};
  }

  &[aria-current='page'],
  &[data-contains-current='true'] {
    color: ${({ theme }) => theme.color.brand};
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.color.brand};
  }
`;

export const Trigger = styled.button`
  ${navItemCss}
  anchor-name: var(--dropdown-anchor);

  svg {
    transition: transform ${({ theme }) => theme.motion.fast};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  /* Separate rule: a browser without :has() or :popover-open drops only this one. */
  ${Root}:has(> :popover-open) > & svg {
    transform: rotate(180deg);
  }
  ${({ theme }) => theme.media.reducedMotion} {
    svg {
      transition: none;
    }
  }
`;

/**
 * The list of links is a `popover`: the trigger's `popovertarget` opens it by click, Enter or
 * Space with no script; the browser closes it on Escape and outside clicks (light dismiss) and
 * keeps one open at a time. Open, it sits in the top layer, placed under its trigger by CSS
 * anchor positioning (Chromium 125+, Firefox 147+, Safari 26+); elsewhere it drops under the
 * header bar, centred. Before the script runs, hovering the group also shows the list, in place
 * (a plain absolute box: no top layer, no anchor needed). Browsers without popovers at all fall
 * back to showing it on hover and keyboard focus.
 */
export const Menu = styled.ul<{ $align: 'start' | 'end'; $enhanced: boolean }>`
  position: absolute;
  inset: auto;
  top: 100%;
  ${({ $align }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  min-width: 14rem;
  max-width: min(22rem, calc(100vw - 2rem));
  margin: 0;
  padding: ${({ theme }) => theme.space[2]};
  overflow: visible;
  list-style: none;
  color: inherit;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};

  &:popover-open {
    position: fixed;
  }

  @supports (anchor-name: --a) {
    &:popover-open {
      position-anchor: var(--dropdown-anchor);
      top: anchor(bottom);
      ${({ $align }) =>
        $align === 'end' ? 'right: anchor(right); left: auto;' : 'left: anchor(left); right: auto;'}
      position-try-fallbacks: flip-inline;
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

  /* No popover support at all: the list opens on hover and keyboard focus. */
  @supports not selector(:popover-open) {
    display: none;
    ${Root}:hover > &,
    ${Root}:focus-within > & {
      display: block;
    }
  }

  /* Until the script takes over hovering (with its closing delay), CSS opens the list on hover. */
  ${({ $enhanced }) =>
    $enhanced
      ? ''
      : css`
          @media (hover: hover) {
            ${Root}:hover > &:not(:popover-open) {
              display: block;
            }
          }
        `}
`;

export const MenuLink = styled(NavAnchor)`
  display: block;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  line-height: ${({ theme }) => theme.lineHeight.snug};

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.color.brandSubtle};
    color: ${({ theme }) => theme.color.brandStrong};
  }

  &[aria-current='page'] {
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    color: ${({ theme }) => theme.color.brand};
  }

  [data-new-tab-icon] {
    width: 0.85em;
    height: 0.85em;
    margin-inline-start: 0.25em;
  }
`;
