// The one render helper for component tests: the site theme with the site's stylesheet (tokens,
// global styles), the icon sprite, a memory router and (optionally) manual timers around the
// component under test.
import type { SiteId } from '@journals/site-config';
import { render } from '@testing-library/react';
import type { RenderOptions, RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { TimersProvider, globalTimers } from '../internal/timers.tsx';
import type { Timers } from '../internal/timers.tsx';
import { InlineIconSprite } from '../components/Icon/InlineIconSprite.tsx';
import { SiteStyles } from '../styles/SiteStyles.tsx';
import { SiteThemeProvider } from '../theme/SiteThemeProvider.tsx';

export interface ProviderOptions {
  site?: SiteId;
  /** Initial router location (with the basename, when there is one). */
  route?: string;
  /** The router's basename, as a site under a prefix has ('/indjece'). */
  basename?: string;
  timers?: Timers;
}

export function TestProviders({
  site = 'publisher',
  route = '/',
  basename,
  timers = globalTimers,
  children,
}: ProviderOptions & { children?: ReactNode }) {
  return (
    <MemoryRouter basename={basename} initialEntries={[route]}>
      <SiteThemeProvider site={site}>
        <SiteStyles site={site} />
        <TimersProvider timers={timers}>{children}</TimersProvider>
        <InlineIconSprite />
      </SiteThemeProvider>
    </MemoryRouter>
  );
}

export function renderWithProviders(
  ui: ReactElement,
  {
    site,
    route,
    basename,
    timers,
    ...options
  }: ProviderOptions & Omit<RenderOptions, 'wrapper'> = {},
): RenderResult {
  return render(ui, {
    wrapper: ({ children }) => (
      <TestProviders site={site} route={route} basename={basename} timers={timers}>
        {children}
      </TestProviders>
    ),
    ...options,
  });
}
