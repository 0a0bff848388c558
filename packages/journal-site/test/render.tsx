// Rendering helpers for the journal-site tests: the theme of the journal under test around a data router (for
// components using matches, navigation or loader data) or the design system's memory router.
import { SiteThemeProvider } from '@journals/design-system';
import { renderWithProviders } from '@journals/design-system/testing';
import { cleanup, configure, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach } from 'vitest';
import { site } from './site.ts';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);
// The first render of a data router (lazy styles, loaders) can take a while on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

/** `ui` inside the theme and a memory router at `route` (relative to the journal prefix). */
export function renderInJournal(ui: ReactElement, route = '/') {
  return renderWithProviders(ui, { site: site.id, route });
}

interface StubRoute {
  path: string;
  Component: () => ReactElement | null;
  ErrorBoundary?: () => ReactElement | null;
  loader?: () => unknown;
  handle?: unknown;
}

/** Routes in a data router (createRoutesStub), opened at `initialEntry`, inside the theme. */
export function renderRoutes(routes: StubRoute[], initialEntry: string) {
  const Stub = createRoutesStub(routes.map((route) => ({ ...route, HydrateFallback: () => null })));
  return render(
    <SiteThemeProvider site={site.id}>
      <Stub initialEntries={[initialEntry]} />
    </SiteThemeProvider>,
  );
}
