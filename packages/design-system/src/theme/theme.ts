// The one theme type: the groups of tokens every site's theme sets (values in site-themes).
import type { SiteId } from '@journals/site-config';
import { baseColors } from '../tokens/color.ts';
import type { ColorTokens } from '../tokens/color.ts';
import { breakpoints, media } from '../tokens/breakpoints.ts';
import { layout, motion, radius, shadow, space, zIndex } from '../tokens/space.ts';
import { fontFamily, fontSize, fontWeight, lineHeight } from '../tokens/typography.ts';

type Widen<T> = { [K in keyof T]: T[K] extends number ? number : string };

export interface Theme {
  /** Which site this theme dresses. */
  site: SiteId;
  color: ColorTokens;
  font: Widen<typeof fontFamily>;
  fontSize: Widen<typeof fontSize>;
  fontWeight: Widen<typeof fontWeight>;
  lineHeight: Widen<typeof lineHeight>;
  space: Widen<typeof space>;
  radius: Widen<typeof radius>;
  shadow: Widen<typeof shadow>;
  zIndex: Widen<typeof zIndex>;
  layout: Widen<typeof layout>;
  motion: Widen<typeof motion>;
  breakpoints: Widen<typeof breakpoints>;
  media: Widen<typeof media>;
}

/** The base theme every site theme is merged over (neutral blue, the publisher's). */
export const baseTheme: Theme = {
  site: 'publisher',
  color: baseColors,
  font: fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  space,
  radius,
  shadow,
  zIndex,
  layout,
  motion,
  breakpoints,
  media,
};
