import styled, { keyframes } from 'styled-components';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

export const ProgressBar = styled.div`
  position: fixed;
  inset: 0 0 auto;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  height: 3px;
  overflow: hidden;
  background: ${({ theme }) => theme.color.brandSubtle};

  &::after {
    content: '';
    display: block;
    width: 40%;
    height: 100%;
    background: ${({ theme }) => theme.color.brand};
    animation: ${slide} 1.1s ${({ theme }) => theme.motion.easing} infinite;
  }

  ${({ theme }) => theme.media.reducedMotion} {
    &::after {
      width: 100%;
      animation: none;
    }
  }
`;
