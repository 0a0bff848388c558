import styled, { css } from 'styled-components';
import { NavAnchor } from '../../internal/NavAnchor.tsx';

export const Root = styled.div`
  position: relative;
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

  svg {
    transition: transform ${({ theme }) => theme.motion.fast};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  ${({ theme }) => theme.media.reducedMotion} {
    svg {
      transition: none;
    }
  }
`;

export const Menu = styled.ul<{ $align: 'start' | 'end'; $enhanced: boolean }>`
  position: absolute;
  top: 100%;
  ${({ $align }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  min-width: 14rem;
  max-width: min(22rem, calc(100vw - 2rem));
  margin: 0;
  padding: ${({ theme }) => theme.space[2]};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};

  /* Before the script runs, the menu opens on hover and keyboard focus through CSS alone. */
  ${({ $enhanced }) =>
    $enhanced
      ? ''
      : css`
          display: none;
          ${Root}:hover > &,
          ${Root}:focus-within > & {
            display: block;
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
