import styled from 'styled-components';

/** The floating frame of the chat launcher, at the page's bottom left. */
export const LauncherFrame = styled.div`
  position: fixed;
  left: 1rem;
  bottom: 1rem;
  z-index: 10;
  box-shadow: var(--shadow-md);
  border-radius: 0.5rem;
`;
