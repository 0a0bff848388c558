export { baseColors } from './color.ts';
export type { ColorTokens } from './color.ts';
export { fontFamily, fontSize, fontWeight, lineHeight } from './typography.ts';
export type { FontSize, FontWeight } from './typography.ts';
export { space, radius, shadow, zIndex, layout, motion } from './space.ts';
export type { Space } from './space.ts';
export { breakpoints, media } from './breakpoints.ts';
export type { Breakpoint } from './breakpoints.ts';
