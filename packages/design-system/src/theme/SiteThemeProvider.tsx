import type { SiteId } from '@journals/site-config';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { IconSpriteProvider } from '../components/Icon/IconSprite.tsx';
import { cssTheme } from './cssTheme.ts';
import './styledTheme.ts';

export interface SiteThemeProviderProps {
  /** Which site's theme to apply. Its values come from the site stylesheet's custom properties. */
  site: SiteId;
  /** The icon sprite file's address; without it icons look for the symbols in the page. */
  iconSprite?: string;
  children?: ReactNode;
}

/**
 * styled-components' ThemeProvider with the runtime theme of one site (`cssTheme`). The page
 * also needs the site's stylesheet: linked by the apps, `SiteStyles` in Storybook and tests.
 */
export function SiteThemeProvider({ site, iconSprite, children }: SiteThemeProviderProps) {
  const themed = <ThemeProvider theme={cssTheme(site)}>{children}</ThemeProvider>;
  return iconSprite === undefined ? (
    themed
  ) : (
    <IconSpriteProvider href={iconSprite}>{themed}</IconSpriteProvider>
  );
}
