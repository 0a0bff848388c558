import styled from 'styled-components';

export type DesktopFrom = 'md' | 'lg';

export const Header = styled.header<{ $sticky: boolean }>`
  position: ${({ $sticky }) => ($sticky ? 'sticky' : 'relative')};
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.sticky};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  /* The phone menu's panel opens under the header's bottom edge (CSS anchor positioning). */
  anchor-name: --site-header;
  --mobile-menu-anchor: --site-header;
`;

export const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  min-height: 4rem;
  padding-block: ${({ theme }) => theme.space[2]};
`;

export const Brand = styled.div`
  display: flex;
  align-items: center;
  min-width: 0;
  margin-inline-end: auto;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

export const DesktopOnly = styled.div<{ $from: DesktopFrom }>`
  display: none;
  ${({ theme, $from }) => theme.media[$from]} {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
  }
`;

export const MobileOnly = styled.div<{ $from: DesktopFrom }>`
  ${({ theme, $from }) => theme.media[$from]} {
    display: none;
  }
`;

export const NavList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
