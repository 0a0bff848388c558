// Spacing, radii, shadows, layers, layout widths and motion.

/** Spacing scale (rem). Components use it for gaps and padding, never for outer margins. */
export const space = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.5rem',
  6: '2rem',
  7: '3rem',
  8: '4rem',
  9: '6rem',
} as const;

export type Space = keyof typeof space;

export const radius = {
  none: '0',
  sm: '0.25rem',
  md: '0.5rem',
  lg: '0.75rem',
  xl: '1.25rem',
  pill: '999px',
} as const;

export const shadow = {
  sm: '0 1px 2px rgb(16 24 40 / 0.08)',
  md: '0 4px 12px rgb(16 24 40 / 0.10)',
  lg: '0 12px 32px rgb(16 24 40 / 0.16)',
} as const;

/** Stacking order, lowest first. */
export const zIndex = {
  base: 0,
  raised: 10,
  sticky: 100,
  dropdown: 200,
  overlay: 300,
  modal: 400,
  skipLink: 500,
} as const;

export const layout = {
  /** Page content width. */
  container: '75rem',
  narrow: '48rem',
  wide: '90rem',
  /** Comfortable reading measure for long texts. */
  measure: '70ch',
  /** Smallest supported screen. */
  minWidth: '360px',
} as const;

export const motion = {
  fast: '150ms',
  normal: '300ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;
