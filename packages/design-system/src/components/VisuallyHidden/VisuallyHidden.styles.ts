import { css } from 'styled-components';

/** Hides content visually while keeping it in the accessibility tree. */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px !important;
  height: 1px !important;
  padding: 0 !important;
  margin: -1px !important;
  overflow: hidden !important;
  clip: rect(0 0 0 0) !important;
  clip-path: inset(50%) !important;
  white-space: nowrap !important;
  border: 0 !important;
`;

/** Like `visuallyHidden`, but the element appears while it has focus (skip links). */
export const visuallyHiddenUntilFocused = css`
  &:not(:focus):not(:focus-within) {
    ${visuallyHidden}
  }
`;
