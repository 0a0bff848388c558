// The hero carousel's look, without and with its script (hero-carousel.ts marks the root
// [data-enhanced]). Without: the slides are a row that scrolls sideways and snaps to each slide,
// with a link to each. With: the slides share one grid cell (the tallest sets the height, so
// nothing below moves when they change), only [data-current] is visible, fading out before a
// swap. The fade's length is the root's --hero-fade (its style).
import styled, { css, keyframes } from 'styled-components';

const fadeIn = keyframes`
  from {
    opacity: 0;
  }
  to {
    opacity: 1;
  }
`;

export const Root = styled.section`
  position: relative;
  background: var(--color-hero-background);

  /* The controls' labels and icons follow the state the script writes. */
  &[data-playing='true'] [data-when='paused'],
  &:not([data-playing='true']) [data-when='playing'] {
    display: none;
  }

  [data-slide] {
    transition: opacity var(--hero-fade, 0ms) ease-in-out;
  }
  [data-slide][data-phase='fading'] {
    opacity: 0;
  }
  [data-slide][data-entering] {
    animation: ${fadeIn} var(--hero-fade, 0ms) ease-in-out;
  }

  @media (prefers-reduced-motion: reduce) {
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
  gap: 1.5rem;
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
  gap: 1.5rem;
  align-items: center;
  padding-block: 2rem;
  scroll-snap-align: start;
  scroll-margin-top: 6rem;

  [data-enhanced] & {
    grid-area: 1 / 1;
  }
  [data-enhanced] &:not([data-current]) {
    visibility: hidden;
  }

  @media (min-width: 56.25em) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: 3rem;
    padding-block: 4rem;
  }
`;

export const SlideText = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  min-width: 0;
`;

export const SlideDescription = styled.p`
  margin: 0;
  font-size: 1.125rem;
  color: var(--color-text-muted);
  max-width: 70ch;
`;

export const SlideImage = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: 1.25rem;
  box-shadow: var(--shadow-lg);
  background: var(--color-surface-muted);
`;

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  padding-bottom: 1.5rem;
`;

export const Dots = styled.div`
  display: flex;
  align-items: center;
  gap: 0.25rem;
`;

/* A slide's dot: a button with the script (Dot), a link to the slide without it (DotLink). */
const dot = css`
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
    border: 2px solid var(--color-brand);
    border-radius: 50%;
    transition: width 150ms;
  }
  &[aria-current='true']::before {
    width: 1.75rem;
    border-radius: 999px;
    background: var(--color-brand);
  }
`;

export const Dot = styled.button`
  ${dot}
`;

export const DotLink = styled.a`
  ${dot}
`;
