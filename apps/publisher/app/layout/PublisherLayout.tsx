// The publisher's page frame: skip link, sticky header, the main container, footer and the
// scroll-to-top button. Scrolls to the main container (and moves focus there) on every path
// change. Journal sections have their own frame (their own apps): neither shows the other's.
// The parts around the main container are rendered once and reused on the server, and rendered
// in place on a page that hydrates (RenderedOnce, docs/adr/026-one-render-once-mechanism.md).
import { ScrollToTop, SkipLink } from '@journals/design-system';
import { useNavigationScroll } from '@journals/site-kit/ui/navigation';
import { RenderedOnce } from '@journals/ssr/rendered-once';
import type { ReactNode } from 'react';
import { site } from '../site.ts';
import { PublisherFooter } from './PublisherFooter.tsx';
import { PublisherHeader } from './PublisherHeader.tsx';
import { Main } from './PublisherLayout.styles.ts';
import { publisherSettingsKey, usePublisherConfig } from './publisher-settings.ts';

/** The id of the main container: the skip link's and the scroll-to-top button's target. */
export const mainId = 'main';

export function PublisherLayout({ children }: { children: ReactNode }) {
  useNavigationScroll(mainId, { pathChangesOnly: true });
  const config = usePublisherConfig();
  return (
    <>
      <RenderedOnce site={site.id} name="skip-link" hydrating="in-place">
        <SkipLink targetId={mainId} />
      </RenderedOnce>
      <RenderedOnce site={site.id} name="header" hydrating="in-place">
        <PublisherHeader />
      </RenderedOnce>
      <Main id={mainId} tabIndex={-1}>
        {children}
      </Main>
      <RenderedOnce
        site={site.id}
        name="footer"
        settingsKey={publisherSettingsKey(config)}
        hydrating="in-place"
      >
        <PublisherFooter contact={config.contact} />
      </RenderedOnce>
      <RenderedOnce site={site.id} name="back-to-top" hydrating="in-place">
        <ScrollToTop targetId={mainId} />
      </RenderedOnce>
    </>
  );
}
