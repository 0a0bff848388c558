// The logo strip: two copies of the logo list side by side, moved left by a CSS animation by half
// the track's width (one copy) and round again in 40 s, so the loop is seamless. It stops while
// the pointer rests on it or focus is in it, and with the Pause checkbox (:has(:checked), no
// script); under prefers-reduced-motion it does not move: the logos wrap in rows, the copy and the
// checkbox are gone.
import styled, { keyframes } from 'styled-components';

const scroll = keyframes`
  from {
    transform: translateX(0);
  }
  to {
    transform: translateX(-50%);
  }
`;

export const Strip = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  min-width: 0;
`;

export const Viewport = styled.div`
  overflow: hidden;
  mask-image: linear-gradient(
    to right,
    transparent,
    #000 3rem,
    #000 calc(100% - 3rem),
    transparent
  );

  @media (prefers-reduced-motion: reduce) {
    mask-image: none;
  }
`;

export const Track = styled.div`
  display: flex;
  width: max-content;
  animation: ${scroll} 40s linear infinite;

  ${Viewport}:hover &,
  ${Viewport}:focus-within &,
  ${Strip}:has([data-marquee-pause]:checked) & {
    animation-play-state: paused;
  }

  @media (prefers-reduced-motion: reduce) {
    width: auto;
    animation: none;
  }
`;

export const LogoList = styled.ul`
  display: flex;
  flex: none;
  align-items: center;
  gap: 2rem;
  margin: 0;
  padding: 0.5rem 2rem 0.5rem 0;
  list-style: none;

  @media (prefers-reduced-motion: reduce) {
    flex-wrap: wrap;
    justify-content: center;
    padding-inline: 0;

    &[aria-hidden='true'] {
      display: none;
    }
  }

  a {
    display: block;
    border-radius: 0.5rem;
  }

  img {
    height: 3.5rem;
    width: auto;
    max-width: 10rem;
    object-fit: contain;
  }
`;

export const PauseControl = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  align-self: flex-end;
  min-height: 2.75rem;
  padding-inline: 0.75rem;
  color: var(--color-text);
  font-size: 0.875rem;
  cursor: pointer;

  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: var(--color-brand);
  }

  @media (prefers-reduced-motion: reduce) {
    display: none;
  }
`;
