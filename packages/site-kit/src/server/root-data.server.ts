// The root loader's shared part: the origin readers see and the config values the server's
// environment sets.
import type { SiteConfig } from '@journals/site-config';
import { siteWithEnvironment } from './config/site-environment.server.ts';
import type { SiteRootData } from '../ui/root-data.ts';
import { publicOrigin } from './config/public-origin.server.ts';

export function siteRootData(site: SiteConfig): SiteRootData {
  const configured = siteWithEnvironment(site);
  return {
    origin: publicOrigin(),
    contact: configured.contact,
    editorialLogin: configured.editorialLogin,
  };
}
