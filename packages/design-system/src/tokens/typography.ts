// Type tokens. System font stacks only: no web font is downloaded.

export const fontFamily = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  heading:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  serif: 'Georgia, "Times New Roman", "Noto Serif", serif',
  mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, "Liberation Mono", monospace',
} as const;

/** Modular scale in rem (1rem = the reader's default size, usually 16 px). */
export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': 'clamp(1.625rem, 1.4rem + 1vw, 1.875rem)',
  '4xl': 'clamp(1.875rem, 1.5rem + 1.8vw, 2.5rem)',
  '5xl': 'clamp(2.125rem, 1.6rem + 2.6vw, 3.25rem)',
} as const;

export const fontWeight = {
  regular: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
} as const;

export const lineHeight = {
  tight: 1.2,
  snug: 1.35,
  normal: 1.6,
} as const;

export type FontSize = keyof typeof fontSize;
export type FontWeight = keyof typeof fontWeight;
