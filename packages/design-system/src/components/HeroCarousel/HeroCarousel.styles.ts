import styled, { css, keyframes } from 'styled-components';

export const Root = styled.section`
  position: relative;
  background: ${({ theme }) => theme.color.heroBackground};
`;

export const Slides = styled.div`
  display: grid;
`;

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

export const Slide = styled.div<{ $fadeMs: number; $animate: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  align-items: center;
  padding-block: ${({ theme }) => theme.space[6]};
  transition: opacity ${({ $fadeMs }) => $fadeMs}ms ease-in-out;
  ${({ $animate, $fadeMs }) =>
    $animate
      ? css`
          animation: ${fadeIn} ${$fadeMs}ms ease-in-out;
        `
      : ''}

  &[data-phase='fading'] {
    opacity: 0;
  }

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[7]};
    padding-block: ${({ theme }) => theme.space[8]};
  }

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
    animation: none;
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
  gap: ${({ theme }) => theme.space[1]};
`;

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
