import styled from 'styled-components';

/** The screen's parts, stacked with the design's spacing; no outer margin (the layout places it). */
export const ScreenFrame = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
`;
