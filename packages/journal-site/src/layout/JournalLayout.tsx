/// <reference types="vite/client" />
// The page frame of a journal section: skip link, sticky header, the main container with the
// side column (hidden on site.pagesWithoutSideColumn; under the content on phones), footer,
// scroll-to-top button and the chat slot. Scrolls to the main container on every path change, or
// to the element the route's handle.scrollTarget names (which the main container also carries as
// data-scroll-target, for the scroll-target enhancement script of a page that does not hydrate).
// The skip link, header, side column, footer and scroll-to-top button are parts rendered once on
// the server (RenderedOnce) and islands on a page that hydrates: the browser keeps the server's
// HTML of them, and the client build has none of their code
// (docs/adr/026-one-render-once-mechanism.md). The progress bar and the chat slot hydrate.
import { ScrollToTop, SkipLink } from '@journals/design-system';
import { useNavigationScroll } from '@journals/site-kit/ui/navigation';
import { RenderedOnce } from '@journals/ssr/rendered-once';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { site } from 'journal-site:config';
import { ChatSlot } from './ChatSlot.tsx';
import { JournalFooter } from './JournalFooter.tsx';
import { JournalHeader } from './JournalHeader.tsx';
import { useFrameSettings } from './journal-settings.ts';
import { Columns, Main, PageFrame } from './JournalLayout.styles.ts';
import { NavigationProgress } from './NavigationProgress.tsx';
import { useJournalRouteHandle, useScrollTarget } from './route-handle.ts';
import { SideColumn } from './SideColumn.tsx';

/**
 * Whether this build renders the frame's components (the server build and the unit tests; see
 * @journals/ssr/rendered-once). Written out here, not imported: the bundler drops the frame's
 * modules only for a condition it reads as false in the module that imports them.
 */
const rendersFrame = import.meta.env.SSR || import.meta.env.MODE === 'test';

/** The id of the main container: the skip link's and the scroll-to-top button's target. */
export const mainId = 'main';

const normalise = (path: string) =>
  (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();

/** Whether the side column shows on a path (relative to the prefix). */
export function showsSideColumn(pathname: string): boolean {
  const path = normalise(pathname);
  return !site.pagesWithoutSideColumn.some((hidden) => normalise(hidden) === path);
}

export function JournalLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { background = 'plain' } = useJournalRouteHandle();
  const withSide = showsSideColumn(pathname);
  const scrollTarget = useScrollTarget();
  useNavigationScroll(mainId, { target: scrollTarget });
  const settings = useFrameSettings();
  return (
    <>
      {/* One island per component, in the places the components had: the tree (and so every
          useId) of a page that does not hydrate is the one it always had. */}
      <RenderedOnce site={site.id} name="skip-link" settingsKey={settings.key} hydrating="island">
        {rendersFrame ? <SkipLink targetId={mainId} /> : null}
      </RenderedOnce>
      <RenderedOnce site={site.id} name="header" settingsKey={settings.key} hydrating="island">
        {rendersFrame ? <JournalHeader {...settings} /> : null}
      </RenderedOnce>
      <NavigationProgress />
      <PageFrame $background={background} data-page-background={background}>
        <Columns $withSide={withSide}>
          {/* data-scroll-target: for the enhancement script of a page that does not hydrate
              (@journals/site-kit/ui/navigation/scroll-target.ts). */}
          <Main id={mainId} tabIndex={-1} data-scroll-target={scrollTarget ?? undefined}>
            {children}
          </Main>
          {withSide ? (
            <RenderedOnce site={site.id} name="side" settingsKey={settings.key} hydrating="island">
              {rendersFrame ? <SideColumn {...settings} /> : null}
            </RenderedOnce>
          ) : null}
        </Columns>
      </PageFrame>
      <RenderedOnce site={site.id} name="footer" settingsKey={settings.key} hydrating="island">
        {rendersFrame ? <JournalFooter {...settings} /> : null}
      </RenderedOnce>
      <RenderedOnce site={site.id} name="back-to-top" settingsKey={settings.key} hydrating="island">
        {rendersFrame ? <ScrollToTop targetId={mainId} /> : null}
      </RenderedOnce>
      <ChatSlot provider={site.chat} />
    </>
  );
}
