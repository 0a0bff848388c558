// Colour tokens. Semantic names only: components never use raw hex values.
// Every text pair here meets WCAG AA (4.5:1) and every UI boundary 3:1; theme/contrast.test.ts proves it.

export interface ColorTokens {
  /** Page background. */
  background: string;
  /** Cards, menus, dialogs. */
  surface: string;
  /** Quiet panels, table stripes, code. */
  surfaceMuted: string;
  /** Body text. */
  text: string;
  /** Secondary text: hints, meta data. */
  textMuted: string;
  /** Text on dark surfaces (footer, overlays). */
  textInverse: string;
  /** Hairlines between items. */
  border: string;
  /** Boundaries of controls (inputs, outlined buttons): 3:1 against the background. */
  borderStrong: string;
  /** The site's brand colour: primary buttons, active states, header accents. */
  brand: string;
  /** Hover and pressed brand. */
  brandStrong: string;
  /** Tinted brand background for badges and highlights. */
  brandSubtle: string;
  /** Text and icons on `brand` and `brandStrong`. */
  onBrand: string;
  /** Secondary accent (call-to-action highlights). */
  accent: string;
  /** Text on `accent`. */
  onAccent: string;
  link: string;
  linkHover: string;
  /** Focus ring. */
  focus: string;
  /** Dark band (footer). */
  inverseSurface: string;
  /** Muted text on `inverseSurface`. */
  textInverseMuted: string;
  danger: string;
  dangerSubtle: string;
  success: string;
  successSubtle: string;
  warning: string;
  warningSubtle: string;
  /** Backdrop behind modal dialogs. */
  backdrop: string;
  /** Full-bleed hero background (a CSS background value). */
  heroBackground: string;
}

/** Every colour token's name: the runtime theme maps each to its custom property. */
export const colorTokenNames = [
  'background',
  'surface',
  'surfaceMuted',
  'text',
  'textMuted',
  'textInverse',
  'border',
  'borderStrong',
  'brand',
  'brandStrong',
  'brandSubtle',
  'onBrand',
  'accent',
  'onAccent',
  'link',
  'linkHover',
  'focus',
  'inverseSurface',
  'textInverseMuted',
  'danger',
  'dangerSubtle',
  'success',
  'successSubtle',
  'warning',
  'warningSubtle',
  'backdrop',
  'heroBackground',
] as const satisfies readonly (keyof ColorTokens)[];

// A name added to ColorTokens but not to the list above fails here.
type MissingColorName = Exclude<keyof ColorTokens, (typeof colorTokenNames)[number]>;
type Assert<T extends true> = T;
export type EveryColorNamed = Assert<[MissingColorName] extends [never] ? true : false>;

export const baseColors: ColorTokens = {
  background: '#ffffff',
  surface: '#ffffff',
  surfaceMuted: '#f3f5f8',
  text: '#172030',
  textMuted: '#4a5566',
  textInverse: '#ffffff',
  border: '#d9dee5',
  borderStrong: '#6b7584',
  brand: '#1f4e9c',
  brandStrong: '#163a75',
  brandSubtle: '#e8eef9',
  onBrand: '#ffffff',
  accent: '#a34a06',
  onAccent: '#ffffff',
  link: '#1f4e9c',
  linkHover: '#163a75',
  focus: '#1a5fd1',
  inverseSurface: '#141c2b',
  textInverseMuted: '#c5ccd8',
  danger: '#b42318',
  dangerSubtle: '#fef3f2',
  success: '#067647',
  successSubtle: '#ecfdf3',
  warning: '#8a3a0b',
  warningSubtle: '#fff6e5',
  backdrop: 'rgb(15 20 30 / 0.6)',
  heroBackground: 'linear-gradient(135deg, #e8eef9 0%, #ffffff 60%)',
};
