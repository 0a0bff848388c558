import styled, { keyframes } from 'styled-components';

const reveal = keyframes`
  from {
    visibility: hidden;
    opacity: 0;
  }
  to {
    visibility: visible;
    opacity: 1;
  }
`;

export const Anchor = styled.a<{ $threshold: number }>`
  position: fixed;
  right: ${({ theme }) => theme.space[4]};
  bottom: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.zIndex.raised};
  display: inline-grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
  box-shadow: ${({ theme }) => theme.shadow.md};

  &:hover {
    background: ${({ theme }) => theme.color.brandStrong};
  }

  &[hidden] {
    display: none;
  }

  /*
   * Hidden (so neither seen, focused nor announced) until the page has scrolled past the
   * threshold, in CSS: a one-pixel range of the page's scroll timeline flips it to visible.
   */
  @supports (animation-timeline: scroll()) {
    animation: ${reveal} linear both;
    animation-timeline: scroll(root block);
    animation-range: ${({ $threshold }) => `${$threshold}px ${$threshold + 1}px`};
  }
`;
