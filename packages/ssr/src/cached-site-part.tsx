// RenderedOnce's server side (./rendered-once.tsx): a part of a site's page (the frame's header,
// footer and side column; a list's paper card) as server HTML rendered once and reused
// (./cached-fragment.tsx). The part is rendered on a root of its own, under a static router at
// the page's address and the site's theme and icon sprite, so it must read everything else it
// shows from its props: give them, or a key of them, as `settingsKey`.
import { SiteThemeProvider, useIconSprite } from '@journals/design-system';
import type { SiteId } from '@journals/site-config';
import type { ReactNode } from 'react';
import { StaticRouter, useHref, useLocation } from 'react-router';
import { CachedFragment } from './cached-fragment.tsx';

export interface CachedSitePartProps {
  site: SiteId;
  /** Which part: 'header', 'footer' ... */
  name: string;
  /** What the part shows that may change while the server runs (contact details ...). */
  settingsKey: string;
  /** The browser hydrates the part (CachedFragment's `hydrates`). */
  hydrates?: boolean;
  children: ReactNode;
}

export function CachedSitePart({
  site,
  name,
  settingsKey,
  hydrates = false,
  children,
}: CachedSitePartProps) {
  const basename = useHref('/');
  const { pathname } = useLocation();
  const sprite = useIconSprite();
  const base = basename.replace(/\/+$/, '');
  return (
    <CachedFragment
      cacheKey={`${site} ${name} ${sprite} ${settingsKey}`}
      pathname={`${base}${pathname}`}
      elsewhere={`${base}/.cached-site-part`}
      hydrates={hydrates}
      root={(location, part) => (
        <StaticRouter basename={basename} location={location}>
          <SiteThemeProvider site={site} iconSprite={sprite || undefined}>
            {part}
          </SiteThemeProvider>
        </StaticRouter>
      )}
    >
      {children}
    </CachedFragment>
  );
}
