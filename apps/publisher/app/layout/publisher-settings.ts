// The publisher's settings as the running app sees them: the site config with the root loader's
// environment overrides (contact, editorial login). Falls back to the config when the root data
// is missing (the root's own error screen).
import type { PublisherSiteConfig } from '@journals/site-config';
import { useSiteRootData } from '@journals/site-kit/ui/root-data';
import { useMemo } from 'react';
import type { loader } from '../root.server.ts';
import { site } from '../site.ts';

export function usePublisherConfig(): PublisherSiteConfig {
  const root = useSiteRootData<typeof loader>();
  return useMemo(
    () => (root ? { ...site, contact: root.contact, editorialLogin: root.editorialLogin } : site),
    [root],
  );
}

/** A key that changes whenever the settings the server runs with do (RenderedOnce's key). */
export function publisherSettingsKey(config: PublisherSiteConfig): string {
  return JSON.stringify([config.contact, config.editorialLogin]);
}
