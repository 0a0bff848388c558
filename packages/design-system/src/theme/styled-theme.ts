// styled-components' DefaultTheme is the one Theme type: augmented here, once. Imported by the
// modules that use styled-components (SiteThemeProvider, the barrel), not by the token-only
// entry points (site-themes), so a package without styled-components can read the tokens.
import type { Theme } from './theme.ts';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation must be an interface
  export interface DefaultTheme extends Theme {}
}
