// The types the registry of site configs defines (src/sites/registry.ts): every site's id, every
// journal's, and the config of any site. Only modules that no site definition imports read them,
// so the registry's imports never come back to it.
import type { siteConfigs } from './sites/registry.ts';
import type { JournalSiteConfigShape, PublisherSiteConfig } from './types.ts';

/** Every site's id: the keys of the registry. */
export type SiteId = keyof typeof siteConfigs;

/** Every journal section's id. */
export type JournalId = Exclude<SiteId, 'publisher'>;

/** A journal section's config; of one journal with its id as the parameter. */
export type JournalSiteConfig<Id extends string = JournalId> = JournalSiteConfigShape<Id>;

/** Any site's config. */
export type SiteConfig = PublisherSiteConfig | JournalSiteConfig;
