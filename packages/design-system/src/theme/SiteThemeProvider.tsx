import type { SiteId } from '@journals/site-config';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { IconSpriteProvider } from '../components/Icon/IconSprite.tsx';
import { cssTheme } from './css-theme.ts';
import './styled-theme.ts';

export interface SiteThemeProviderProps {
  /** Which site's theme applies. Its values are the site stylesheet's custom properties. */
  site: SiteId;
  /** The icon sprite file's address; without it icons look for the symbols in the page. */
  iconSprite?: string;
  children?: ReactNode;
}

/**
 * What a page of a site needs around its components: styled-components' ThemeProvider with the
 * site's runtime theme (`cssTheme`: its colours and fonts are `var(--…)` references to the site
 * stylesheet's custom properties, so no chunk carries a site's colours) and the icon sprite's
 * address. The page also needs the site's stylesheet (tokens, global styles): linked by the apps,
 * put in the head by `SiteStyles` in Storybook and tests.
 */
export function SiteThemeProvider({ site, iconSprite, children }: SiteThemeProviderProps) {
  const themed = <ThemeProvider theme={cssTheme(site)}>{children}</ThemeProvider>;
  return iconSprite === undefined ? (
    themed
  ) : (
    <IconSpriteProvider href={iconSprite}>{themed}</IconSpriteProvider>
  );
}
