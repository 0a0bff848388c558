// The back-to-top link; the threshold is the element's --scroll-to-top-from (its style).
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

export const Anchor = styled.a`
  position: fixed;
  right: 1rem;
  bottom: 1rem;
  z-index: 10;
  display: inline-grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  background: var(--color-brand);
  color: var(--color-on-brand);
  box-shadow: var(--shadow-md);

  &:hover {
    background: var(--color-brand-strong);
  }

  &[hidden] {
    display: none;
  }

  /*
   * Hidden (so neither seen, focused nor announced) until the page has scrolled past the
   * threshold, in CSS: a one-pixel range of the page's scroll timeline flips it to visible. The
   * threshold comes from the element's style (--scroll-to-top-from).
   */
  @supports (animation-timeline: scroll()) {
    animation: ${reveal} linear both;
    animation-timeline: scroll(root block);
    animation-range: var(--scroll-to-top-from, 400px) calc(var(--scroll-to-top-from, 400px) + 1px);
  }
`;
