// The module the site-assets Vite plugin (./vite.ts) provides to an app.
declare module 'virtual:site-assets' {
  /** The site stylesheet's address, e.g. `/indjece/assets/site-indjece-1a2b3c4d5e.css`. */
  export const stylesheet: string;
  /** The icon sprite's address, e.g. `/indjece/assets/icons-1a2b3c4d5e.svg`. */
  export const iconSprite: string;
}
