// The root loader's shared part: the origin readers see and the config values the server's
// environment sets.
import type { SiteConfig } from '@journals/site-config';
import { siteWithEnvironment } from '../config/site-environment.server.ts';
import type { SiteRootData } from '../root-data.ts';
import { publicOrigin } from './public-origin.server.ts';

export function siteRootData(site: SiteConfig, request: Request): SiteRootData {
  const configured = siteWithEnvironment(site);
  return {
    origin: publicOrigin(request),
    contact: configured.contact,
    editorialLogin: configured.editorialLogin,
  };
}
