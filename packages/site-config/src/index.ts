// @journals/site-config: one typed config per site, and helpers over them.
import { siteConfigs } from './sites/registry.ts';
import type { JournalId, JournalSiteConfig, SiteConfig, SiteId } from './site-ids.ts';

export type * from './types.ts';
export type * from './site-ids.ts';
export { siteConfigs };
// The first sites by name, for code written before the registry; a new journal's config is
// `siteConfigs.<id>`.
export const { publisher, indjeee, indjece } = siteConfigs;
export { contactDefaults } from './contact-defaults.ts';
export { environmentNames, withEnvironment } from './env.ts';
export type { Environment } from './env.ts';
export { matchRoute, pageMeta, relativePath, sitePath } from './paths.ts';
export { issnCheckDigit, isValidIssn } from './issn.ts';
export { creativeCommonsLicences } from './licences.ts';
export { monthNames } from './calendar.ts';
export type { MonthName } from './calendar.ts';
export { defineJournal } from './journal/define-journal.ts';
export type { JournalOwnFacts } from './journal/define-journal.ts';
export { journalRoutes, journalEthicsTargets } from './journal/routes.ts';
export { crawlDisallowed, discoveryPaths, oaiRepositoryIdentifier } from './discovery.ts';
export type { JournalRoute } from './journal/routes.ts';

// Every registered config is complete, and registered under its own id.
siteConfigs satisfies { [Id in SiteId]: SiteConfig & { id: Id } };

/** Every site's id, the publisher first (the registry's order). */
export const siteIds = Object.keys(siteConfigs) as SiteId[];

/** Every journal section, in the registry's order. */
export const journalConfigs: JournalSiteConfig[] = Object.values(siteConfigs).filter(
  (config): config is JournalSiteConfig => config.kind === 'journal',
);

/** Every journal section's id, in the registry's order. */
export const journalIds: JournalId[] = journalConfigs.map((config) => config.id);

/**
 * The journal section whose id is `id`: for a name read from outside (an environment variable, an
 * argument), with an error that lists the journals when it names none.
 */
export function journalNamed(id: string | undefined): JournalSiteConfig {
  const config = journalConfigs.find((journal) => journal.id === id);
  if (!config) {
    throw new Error(`'${id ?? ''}' names no journal; the journals are ${journalIds.join(', ')}.`);
  }
  return config;
}

export function getSiteConfig(id: SiteId): SiteConfig {
  return siteConfigs[id];
}
