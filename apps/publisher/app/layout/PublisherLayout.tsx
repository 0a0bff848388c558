// The publisher's page frame: skip link, sticky header, the main container, footer and the
// scroll-to-top button. Scrolls to the main container (and moves focus there) on every path
// change. Journal sections have their own frame (their own apps): neither shows the other's.
import { ScrollToTop, SkipLink } from '@journals/design-system';
import { useNavigationScroll } from '@journals/site-kit/navigation';
import type { ReactNode } from 'react';
import { PublisherFooter } from './PublisherFooter.tsx';
import { PublisherHeader } from './PublisherHeader.tsx';
import { Main } from './PublisherLayout.styles.ts';

/** The id of the main container: the skip link's and the scroll-to-top button's target. */
export const mainId = 'main';

export function PublisherLayout({ children }: { children: ReactNode }) {
  useNavigationScroll(mainId, { pathChangesOnly: true });
  return (
    <>
      <SkipLink targetId={mainId} />
      <PublisherHeader />
      <Main id={mainId} tabIndex={-1}>
        {children}
      </Main>
      <PublisherFooter />
      <ScrollToTop targetId={mainId} />
    </>
  );
}
