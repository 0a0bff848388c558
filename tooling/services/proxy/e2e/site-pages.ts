// One address per page route of every site, sampled through nginx as a crawler finds them
// (@journals/page-audit/route-samples); once per test worker.
import { journalPageRoutes } from '@journals/journal-site/route-config';
import { sampleRoutes } from '@journals/page-audit/route-samples';
import { siteConfigs, type SiteId } from '@journals/site-config';
import { siteApps } from '../src/config.ts';

export interface SitePages {
  id: SiteId;
  prefix: `/${string}`;
  /** Route path -> the absolute address through nginx of a page of it. */
  pages: Map<string, string>;
  /** Routes no page linked to. */
  missing: string[];
}

let sampled: Promise<SitePages[]> | undefined;

export function sitePages(origin: string): Promise<SitePages[]> {
  sampled ??= Promise.all(
    siteApps.map(async ({ id, prefix }) => {
      const { samples, missing } = await sampleRoutes({
        origin,
        prefix,
        // A journal's page routes leave out the moved ones (they answer 301).
        routes: siteConfigs[id].kind === 'journal' ? journalPageRoutes : siteConfigs[id].routes,
      });
      return { id, prefix, pages: samples, missing };
    }),
  );
  return sampled;
}
