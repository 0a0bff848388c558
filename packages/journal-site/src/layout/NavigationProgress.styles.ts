import styled, { keyframes } from 'styled-components';

const slide = keyframes`
  from {
    transform: translateX(-100%);
  }
  to {
    transform: translateX(250%);
  }
`;

/** A bar under the header while the next page loads. */
export const ProgressBar = styled.div`
  position: fixed;
  inset: 0 0 auto;
  z-index: 300;
  height: 3px;
  overflow: hidden;
  background: var(--color-brand-subtle);

  &::after {
    content: '';
    display: block;
    width: 40%;
    height: 100%;
    background: var(--color-brand);
    animation: ${slide} 1.1s cubic-bezier(0.2, 0, 0, 1) infinite;
  }

  @media (prefers-reduced-motion: reduce) {
    &::after {
      width: 100%;
      animation: none;
    }
  }
`;
