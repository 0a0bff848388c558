// A journal text page of @journals/content, built from the running config (contact details
// and editorial login after the environment's overrides).
import { journalPages, type ContentPage, type JournalTextRoute } from '@journals/content';
import type { ReactNode } from 'react';
import { ContentPageView } from '@journals/site-kit/content';
import { useJournalConfig } from '../../layout/journal-settings.ts';

/** The content page of a text route, from the running config. */
export function useTextPage(route: JournalTextRoute): ContentPage {
  return journalPages[route](useJournalConfig());
}

export function TextPage({ route, children }: { route: JournalTextRoute; children?: ReactNode }) {
  return <ContentPageView page={useTextPage(route)}>{children}</ContentPageView>;
}
