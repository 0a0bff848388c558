import styled from 'styled-components';

/** The screen's parts, stacked with the design's spacing; no outer margin (the layout places it). */
export const ScreenFrame = styled.section`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  min-width: 0;
`;
