import styled, { keyframes } from 'styled-components';

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

export const Root = styled.div`
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
  &[data-paused='true'] {
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

export const Placeholder = styled.li`
  width: 8rem;
  height: 3.5rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

export const ControlRow = styled.div`
  display: flex;
  justify-content: flex-end;

  ${({ theme }) => theme.media.reducedMotion} {
    display: none;
  }
`;
