// The journal's settings as the running app sees them: the site config with the root loader's
// environment overrides (contact, editorial login) and the resolved Current Issue link. Falls back
// to the config when the root data is missing (the root's own error screen).
import type { JournalSiteConfig } from '@journals/site-config';
import { useMemo } from 'react';
import { site } from 'journal-site:config';
import { useRootData } from '../root-data.ts';

/** The Current Issue link when the archive index is unknown (spec: the plain index). */
export const currentIssueIndexPath = '/current-issue';

/** The site config with the contact details and editorial login the server runs with. */
export function useJournalConfig(): JournalSiteConfig {
  const root = useRootData();
  return useMemo(
    () => (root ? { ...site, contact: root.contact, editorialLogin: root.editorialLogin } : site),
    [root],
  );
}

/** The header's Current Issue target: the latest issue's list, or the plain index. */
export function useCurrentIssueHref(): string {
  return useRootData()?.currentIssueHref ?? currentIssueIndexPath;
}
