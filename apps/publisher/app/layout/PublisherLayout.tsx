// The publisher's page frame: skip link, sticky header, the main container, footer and the
// scroll-to-top button. Scrolls to the main container (and moves focus there) on every path
// change. Journal sections have their own frame (their own apps): neither shows the other's.
// The parts around the main container are rendered once and reused on the server (CachedPart).
import { ScrollToTop, SkipLink } from '@journals/design-system';
import { useNavigationScroll } from '@journals/site-kit/ui/navigation';
import type { ReactNode } from 'react';
import { CachedPart } from './CachedPart.tsx';
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
      <CachedPart name="skip-link">
        <SkipLink targetId={mainId} />
      </CachedPart>
      <CachedPart name="header">
        <PublisherHeader />
      </CachedPart>
      <Main id={mainId} tabIndex={-1}>
        {children}
      </Main>
      <CachedPart name="footer" settingsKey={publisherSettingsKey(config)}>
        <PublisherFooter contact={config.contact} />
      </CachedPart>
      <CachedPart name="back-to-top">
        <ScrollToTop targetId={mainId} />
      </CachedPart>
    </>
  );
}
