import type { SiteId } from '@journals/site-config';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle.ts';
import { siteTheme } from './sites.ts';

export interface SiteThemeProviderProps {
  /** Which site's theme to apply. */
  site: SiteId;
  /** Also render the GlobalStyle (once per document, at the app root). */
  withGlobalStyle?: boolean;
  children?: ReactNode;
}

/** styled-components' ThemeProvider with the theme of one site. */
export function SiteThemeProvider({
  site,
  withGlobalStyle = false,
  children,
}: SiteThemeProviderProps) {
  return (
    <ThemeProvider theme={siteTheme(site)}>
      {withGlobalStyle ? <GlobalStyle /> : null}
      {children}
    </ThemeProvider>
  );
}
