// Hidden visually, kept in the accessibility tree; the focusable kind appears while it has focus.
import styled from 'styled-components';

/** Hides content visually while keeping it in the accessibility tree (CSS declarations). */
export const visuallyHidden = `
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

/** Hidden while it (or something inside it) has no keyboard focus. */
export const visuallyHiddenUnlessFocused = `
  &:not(:focus):not(:focus-within) {
    ${visuallyHidden}
  }
`;

export const HiddenText = styled.span`
  ${visuallyHidden}
`;

export const FocusableHiddenText = styled.span`
  ${visuallyHiddenUnlessFocused}
`;
