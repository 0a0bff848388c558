// Rendering helper for the site-kit tests: a site's theme and a memory router, optionally under
// the site's basename as the apps run it.
import type { SiteId } from '@journals/site-config';
import { renderWithProviders } from '@journals/design-system/testing';
import { cleanup, configure } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);
configure({ asyncUtilTimeout: 5_000 });

/** `ui` inside the site's theme and a memory router at `route` (with `basename` when given). */
export function renderInSite(
  ui: ReactElement,
  {
    site = 'indjece',
    route = '/',
    basename,
  }: { site?: SiteId; route?: string; basename?: string } = {},
) {
  return renderWithProviders(ui, { site, route, basename });
}
