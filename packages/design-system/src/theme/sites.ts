// The site themes: partial overrides of the base theme, deep-merged.
import type { SiteId } from '@journals/site-config';
import { deepMerge } from './merge.ts';
import type { DeepPartial } from './merge.ts';
import { baseTheme } from './theme.ts';
import type { Theme } from './theme.ts';

export type ThemeOverride = DeepPartial<Omit<Theme, 'site'>>;

/**
 * What each site changes. A site without an entry (a journal just added with `pnpm gen:journal`)
 * wears the base theme until its team adds its colours here.
 */
export const siteThemeOverrides = {
  /** The publisher: deep blue with an amber accent. */
  publisher: {},
  /** INDJEEE (electrical and electronics): teal. */
  indjeee: {
    color: {
      brand: '#0d6657',
      brandStrong: '#094a40',
      brandSubtle: '#e3f3ef',
      link: '#0d6657',
      linkHover: '#094a40',
      accent: '#9f3a13',
      focus: '#0b6fb8',
      inverseSurface: '#0f2420',
      heroBackground: 'linear-gradient(135deg, #e3f3ef 0%, #ffffff 60%)',
    },
  },
  /** INDJECE (electronics and communication): plum, with a gradient home page. */
  indjece: {
    color: {
      brand: '#6d2077',
      brandStrong: '#4f1657',
      brandSubtle: '#f5e9f6',
      link: '#6d2077',
      linkHover: '#4f1657',
      accent: '#8a4b00',
      focus: '#1a5fd1',
      inverseSurface: '#1f1424',
      heroBackground: 'linear-gradient(160deg, #f5e9f6 0%, #eef2fb 55%, #ffffff 100%)',
    },
  },
} as const satisfies Partial<Record<SiteId, ThemeOverride>>;

/** The sites with a theme of their own. */
export type ThemedSiteId = keyof typeof siteThemeOverrides;

/** Builds a theme from the base and a partial override. */
export function createTheme(site: SiteId, override: ThemeOverride = {}): Theme {
  return { ...deepMerge<Omit<Theme, 'site'>>(baseTheme, override), site };
}

/** Ready-made themes of the sites with their own: the values of their stylesheets' tokens. */
export const siteThemes = Object.fromEntries(
  Object.entries(siteThemeOverrides).map(([site, override]) => [
    site,
    createTheme(site as ThemedSiteId, override),
  ]),
) as Record<ThemedSiteId, Theme>;

const baseThemes = new Map<SiteId, Theme>();

/** The theme of any site: its own, or the base theme for a site that has none yet. */
export function siteTheme(site: SiteId): Theme {
  if (site in siteThemes) return siteThemes[site as ThemedSiteId];
  const theme = baseThemes.get(site) ?? createTheme(site);
  baseThemes.set(site, theme);
  return theme;
}
