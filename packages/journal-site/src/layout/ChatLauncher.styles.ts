import styled from 'styled-components';

/** Bottom left, clear of the scroll-to-top button on the right. */
export const LauncherFrame = styled.div`
  position: fixed;
  left: ${({ theme }) => theme.space[4]};
  bottom: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.zIndex.raised};
  box-shadow: ${({ theme }) => theme.shadow.md};
  border-radius: ${({ theme }) => theme.radius.md};
`;
