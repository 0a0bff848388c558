import styled, { css } from 'styled-components';
import { NavAnchor } from '../../internal/NavAnchor.tsx';

export const Root = styled.div``;

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

  &:hover {
    background: ${({ theme }) => theme.color.brandSubtle};
  }
`;

const panelCss = css`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  max-height: calc(100vh - 4rem);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;

const overlayCss = css`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: flex;
  flex-direction: column;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.surface};
`;

export const Panel = styled.div<{ $variant: 'panel' | 'overlay'; $enhanced: boolean }>`
  ${({ $variant }) => ($variant === 'overlay' ? overlayCss : panelCss)}

  /* Before the script runs, the Menu link targets the panel and :target shows it. */
  ${({ $enhanced, $variant }) =>
    $enhanced
      ? ''
      : css`
          display: none;
          &:target {
            display: ${$variant === 'overlay' ? 'flex' : 'block'};
          }
        `}
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

export const GroupToggle = styled.button`
  ${rowCss}

  svg {
    transition: transform ${({ theme }) => theme.motion.fast};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

export const GroupLabel = styled.p`
  ${rowCss}
  cursor: default;
  &:hover {
    background: transparent;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[4]};
`;
