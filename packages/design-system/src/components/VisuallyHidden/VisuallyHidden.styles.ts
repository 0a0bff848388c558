// VisuallyHidden.css holds the classes; these are the same declarations as a string, for a rule
// written elsewhere.

/** The class that hides content visually while keeping it in the accessibility tree. */
export const visuallyHiddenClass = 'ds-visually-hidden';

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
