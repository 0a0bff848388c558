// @journals/site-config: one typed config per site, and helpers over them.
import { indjece } from './sites/indjece.ts';
import { indjeee } from './sites/indjeee.ts';
import { publisher } from './sites/publisher.ts';
import type { SiteConfig, SiteId } from './types.ts';

export type * from './types.ts';
export { publisher, indjeee, indjece };
export { contactDefaults, environmentNames, withEnvironment } from './env.ts';
export type { Environment } from './env.ts';
export { matchRoute, pageMeta, relativePath, sitePath } from './paths.ts';
export { monthNames } from './calendar.ts';
export type { MonthName } from './calendar.ts';
export { journalRoutes, journalEthicsTargets } from './journal/routes.ts';
export { crawlDisallowed, discoveryPaths, oaiRepositoryIdentifier } from './discovery.ts';
export type { JournalRoute } from './journal/routes.ts';

export const siteConfigs = { publisher, indjeee, indjece } as const satisfies Record<
  SiteId,
  SiteConfig
>;

export const siteIds = Object.keys(siteConfigs) as SiteId[];

export function getSiteConfig(id: SiteId): SiteConfig {
  return siteConfigs[id];
}
