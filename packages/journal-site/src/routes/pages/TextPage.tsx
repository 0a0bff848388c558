// A journal text page of @journals/content, built from the running config (contact details
// and editorial login after the environment's overrides). Each route passes its own page's
// builder, so its client chunk carries that page's text and no other.
import type { ContentPage, PageBuilder } from '@journals/content';
import type { JournalSiteConfig } from '@journals/site-config';
import type { ReactNode } from 'react';
import { ContentPageView } from '@journals/site-kit/content';
import { useJournalConfig } from '../../layout/journal-settings.ts';

export type JournalPageBuilder = PageBuilder<JournalSiteConfig>;

/** The content page of a builder, from the running config. */
export function useTextPage(page: JournalPageBuilder): ContentPage {
  return page(useJournalConfig());
}

export function TextPage({ page, children }: { page: JournalPageBuilder; children?: ReactNode }) {
  return <ContentPageView page={useTextPage(page)}>{children}</ContentPageView>;
}
