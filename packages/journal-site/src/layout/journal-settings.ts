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

/** What the frame's header, side column and footer show that the server's settings decide. */
export interface FrameSettings {
  config: JournalSiteConfig;
  currentIssueHref: string;
}

/** The frame's settings, and a key that changes whenever they do. */
export function useFrameSettings(): FrameSettings & { key: string } {
  const config = useJournalConfig();
  const currentIssueHref = useCurrentIssueHref();
  return useMemo(
    () => ({
      config,
      currentIssueHref,
      key: JSON.stringify([config.contact, config.editorialLogin, currentIssueHref]),
    }),
    [config, currentIssueHref],
  );
}

/** The header's Current Issue target: the latest issue's list, or the plain index. */
export function useCurrentIssueHref(): string {
  return useRootData()?.currentIssueHref ?? currentIssueIndexPath;
}
