// Where the icons' <use> finds the sprite: the address of the sprite file, given once at the
// document's root. Without a provider the symbols are looked up in the page itself, which holds
// them through InlineIconSprite (Storybook, component tests).
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

const IconSpriteContext = createContext('');

export interface IconSpriteProviderProps {
  /** The sprite file's address, e.g. `/indjece/assets/icons-1a2b3c4d.svg`. */
  href: string;
  children?: ReactNode;
}

export function IconSpriteProvider({ href, children }: IconSpriteProviderProps) {
  return <IconSpriteContext.Provider value={href}>{children}</IconSpriteContext.Provider>;
}

/** `href` of an icon's <use>: `…/icons-HASH.svg#search`, or `#search` in the page. */
export function useIconHref(name: string): string {
  return `${useContext(IconSpriteContext)}#${name}`;
}

/** The sprite's address the icons below use ('' when they look in the page). */
export function useIconSprite(): string {
  return useContext(IconSpriteContext);
}
