// The hero carousel's look, without and with its script (hero-carousel.ts marks the root
// [data-enhanced]). Without: the slides are a row that scrolls sideways and snaps to each slide,
// with a link to each. With: the slides share one grid cell (the tallest sets the height, so
// nothing below moves when they change), only [data-current] is visible, fading out before a swap.
import styled, { keyframes } from 'styled-components';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

export const Root = styled.section<{ $fadeMs: number }>`
  position: relative;
  background: ${({ theme }) => theme.color.heroBackground};

  /* The controls' labels and icons follow the state the script writes. */
  &[data-playing='true'] [data-when='paused'],
  &:not([data-playing='true']) [data-when='playing'] {
    display: none;
  }

  [data-slide] {
    transition: opacity ${({ $fadeMs }) => $fadeMs}ms ease-in-out;
  }
  [data-slide][data-phase='fading'] {
    opacity: 0;
  }
  [data-slide][data-entering] {
    animation: ${fadeIn} ${({ $fadeMs }) => $fadeMs}ms ease-in-out;
  }

  ${({ theme }) => theme.media.reducedMotion} {
    [data-slide] {
      transition: none;
    }
    [data-slide][data-entering] {
      animation: none;
    }
  }
`;

export const Slides = styled.div`
  /* The containing block of what is positioned in the slides (the visually hidden new-tab hints),
     so it scrolls with them instead of widening the page. */
  position: relative;
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 100%;
  gap: ${({ theme }) => theme.space[5]};
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scrollbar-width: thin;

  [data-enhanced] & {
    grid-auto-flow: row;
    grid-auto-columns: auto;
    overflow: visible;
    scroll-snap-type: none;
  }
`;

export const Slide = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  align-items: center;
  padding-block: ${({ theme }) => theme.space[6]};
  scroll-snap-align: start;
  scroll-margin-top: 6rem;

  [data-enhanced] & {
    grid-area: 1 / 1;
  }
  [data-enhanced] &:not([data-current]) {
    visibility: hidden;
  }

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[7]};
    padding-block: ${({ theme }) => theme.space[8]};
  }
`;

export const SlideText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

export const SlideDescription = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: ${({ theme }) => theme.color.textMuted};
  max-width: ${({ theme }) => theme.layout.measure};
`;

export const SlideImage = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.xl};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding-bottom: ${({ theme }) => theme.space[5]};
`;

export const Dots = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`;

/** A slide's dot: a button with the script, a link to the slide without it. */
export const Dot = styled.button`
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;

  &::before {
    content: '';
    width: 0.75rem;
    height: 0.75rem;
    border: 2px solid ${({ theme }) => theme.color.brand};
    border-radius: 50%;
    transition: width ${({ theme }) => theme.motion.fast};
  }
  &[aria-current='true']::before {
    width: 1.75rem;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.brand};
  }
`;
