// The pages the benchmarks (Lighthouse, throughput) measure on each site: its home, a paper list,
// a paper and a policy page, found as a crawler finds them, so the list and the paper are real
// addresses of the archive the site serves.
import { journalConfigs, publisher } from '@journals/site-config';
import { sampleRoutes } from './route-samples.ts';

export interface MeasuredSite {
  id: string;
  prefix: `/${string}`;
  /** The site's page routes, from its config (for finding the pages below by their links). */
  routes: string[];
  /** Page type -> route. */
  pages: Record<string, string>;
}

const journalPages = {
  home: '/',
  list: '/archives/paperlist',
  paper: '/archives/paper-details',
  policy: '/peer-review-policy',
};

export const measuredSites: MeasuredSite[] = [
  {
    id: 'publisher',
    prefix: publisher.prefix,
    routes: [...publisher.routes],
    pages: { home: '/', list: '/journals', policy: '/peer-review-process' },
  },
  // Every journal of the site configs, the same page types each.
  ...journalConfigs.map((journal) => ({
    id: journal.id,
    prefix: journal.prefix,
    routes: [...journal.routes],
    pages: journalPages,
  })),
];

/** '<site> <page type>' -> address, for the sites asked for. */
export async function pagesToMeasure(origin: string, sites: MeasuredSite[]) {
  const pages: [string, string][] = [];
  for (const site of sites) {
    const wanted = Object.values(site.pages);
    const { samples } = await sampleRoutes({ origin, prefix: site.prefix, routes: site.routes });
    for (const [type, route] of Object.entries(site.pages)) {
      const url = samples.get(route);
      if (!url) throw new Error(`${site.id}: no page of ${route} found (of ${wanted.join(', ')})`);
      pages.push([`${site.id} ${type}`, url]);
    }
  }
  return pages;
}
