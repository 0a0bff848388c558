// A journal page of @journals/content with more of its own below the text (contact, editorial
// board, topics) or in its handle (ethics), built from the running config (contact details and
// editorial login after the environment's overrides). Each route passes its own page's builder,
// so its client chunk carries that page's text and no other. The pages that are their text alone
// are text-page.tsx's, whose loader builds them on the server.
import type { ContentPage, PageBuilder } from '@journals/content';
import type { JournalSiteConfig } from '@journals/site-config';
import type { ReactNode } from 'react';
import { ContentPageView } from '@journals/site-kit/ui/content';
import { useJournalConfig } from '../../layout/journal-settings.ts';

export type JournalPageBuilder = PageBuilder<JournalSiteConfig>;

/** The content page of a builder, from the running config. */
export function useTextPage(page: JournalPageBuilder): ContentPage {
  return page(useJournalConfig());
}

export function TextPage({ page, children }: { page: JournalPageBuilder; children?: ReactNode }) {
  return <ContentPageView page={useTextPage(page)}>{children}</ContentPageView>;
}
