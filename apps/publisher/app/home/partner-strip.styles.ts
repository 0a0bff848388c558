// The partners' strip: two copies of the logo list side by side, moved left by a CSS animation
// by half the track's width (one copy) and round again, so the loop is seamless. It stops while
// the pointer rests on it or focus is in it, and with the Pause checkbox (:has(:checked), no
// script); under prefers-reduced-motion it does not move: the logos wrap in rows, the copy and the
// checkbox are gone.
import styled, { keyframes } from 'styled-components';

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

export const Strip = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
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

  ${({ theme }) => theme.media.reducedMotion} {
    mask-image: none;
  }
`;

export const Track = styled.div<{ $seconds: number }>`
  display: flex;
  width: max-content;
  animation: ${scroll} ${({ $seconds }) => $seconds}s linear infinite;

  ${Viewport}:hover &,
  ${Viewport}:focus-within &,
  ${Strip}:has([data-marquee-pause]:checked) & {
    animation-play-state: paused;
  }

  ${({ theme }) => theme.media.reducedMotion} {
    width: auto;
    animation: none;
  }
`;

export const LogoList = styled.ul`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[6]};
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[6]} ${theme.space[2]} 0`};
  list-style: none;

  ${({ theme }) => theme.media.reducedMotion} {
    flex-wrap: wrap;
    justify-content: center;
    padding-inline: 0;

    &[aria-hidden='true'] {
      display: none;
    }
  }

  a {
    display: block;
    border-radius: ${({ theme }) => theme.radius.md};
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
  gap: ${({ theme }) => theme.space[2]};
  align-self: flex-end;
  min-height: 2.75rem;
  padding-inline: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.fontSize.sm};
  cursor: pointer;

  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.brand};
  }

  ${({ theme }) => theme.media.reducedMotion} {
    display: none;
  }
`;
