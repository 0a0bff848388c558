import type { SiteId } from '@journals/site-config';
import type { ReactNode } from 'react';
import { IconSpriteProvider } from '../components/Icon/IconSprite.tsx';

export interface SiteThemeProviderProps {
  /** Which site's theme applies. Its values are the site stylesheet's custom properties. */
  site: SiteId;
  /** The icon sprite file's address; without it icons look for the symbols in the page. */
  iconSprite?: string;
  children?: ReactNode;
}

/**
 * What a page of a site needs around its components: the icon sprite's address. The site's
 * theme itself is its stylesheet (tokens as custom properties, every component's rules), linked
 * by the apps and put in the head by `SiteStyles` in Storybook and tests; no theme object
 * reaches the components (docs/adr/015-static-styles-and-icon-sprite.md).
 */
export function SiteThemeProvider({ iconSprite, children }: SiteThemeProviderProps) {
  return iconSprite === undefined ? (
    children
  ) : (
    <IconSpriteProvider href={iconSprite}>{children}</IconSpriteProvider>
  );
}
