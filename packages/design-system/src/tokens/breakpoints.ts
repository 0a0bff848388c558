// Breakpoints, mobile first: styles are written for a 360 px phone and widened with `media.*`.

/** Minimum viewport widths in px. */
export const breakpoints = {
  sm: 600,
  md: 900,
  lg: 1200,
} as const;

export type Breakpoint = keyof typeof breakpoints;

const em = (px: number) => `${px / 16}em`;

/** `${theme.media.md} { ... }` applies from that width up. */
export const media = {
  sm: `@media (min-width: ${em(breakpoints.sm)})`,
  md: `@media (min-width: ${em(breakpoints.md)})`,
  lg: `@media (min-width: ${em(breakpoints.lg)})`,
  /** Below `md`: the phone and small tablet layout. */
  belowMd: `@media (max-width: ${em(breakpoints.md - 0.02)})`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  hover: '@media (hover: hover)',
} as const;
