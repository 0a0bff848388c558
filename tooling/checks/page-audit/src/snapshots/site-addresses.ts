// The addresses a snapshot reads on each site of the registry: one per page route (sampled as a
// crawler finds them, @journals/page-audit/route-samples) and a few that must fail cleanly.
import { journalPageRoutes } from '@journals/journal-site/route-config';
import { siteConfigs, type SiteId } from '@journals/site-config';
import { sampleRoutes } from '../route-samples.ts';

/** One address to record: a route's sample or a failure case. */
export interface SnapshotAddress {
  /** What the address stands for: its route ('/blogs/:slug') or a failure ('failure: ...'). */
  name: string;
  /** Absolute address. */
  url: string;
}

export interface SiteAddresses {
  id: SiteId;
  prefix: `/${string}`;
  /** The site's page routes (the catch-all only classifies stray links). */
  routes: string[];
  /** Routes no page linked to. */
  missing: string[];
  addresses: SnapshotAddress[];
}

/** A journal's page routes are its app's route list without resource and moved routes. */
export function pageRoutesOf(id: SiteId): string[] {
  const site = siteConfigs[id];
  return site.kind === 'journal' ? [...journalPageRoutes] : [...site.routes];
}

/** Addresses (relative to the prefix) that must answer an error page or a redirect, per kind. */
export function failureCases(id: SiteId): SnapshotAddress[] {
  const unknownPath = { name: 'failure: unknown path', url: 'no-such-page-snapshot' };
  if (siteConfigs[id].kind !== 'journal') {
    // The publisher has no paper pages; its list of journals takes no query.
    return [unknownPath, { name: 'failure: bad list query', url: 'journals?page=abc' }];
  }
  return [
    unknownPath,
    {
      name: 'failure: unknown paper',
      url: 'archives/paper-details?paperid=999999999&papertitle=no-such-paper',
    },
    { name: 'failure: bad list query', url: 'archives/paperlist?year=abc&volume=x&issue=y' },
  ];
}

export async function siteAddresses(origin: string, id: SiteId): Promise<SiteAddresses> {
  const { prefix } = siteConfigs[id];
  const routes = pageRoutesOf(id);
  const { samples, missing } = await sampleRoutes({ origin, prefix, routes });
  const siteRoot = new URL(prefix, origin);
  const sampled = routes
    .filter((route) => samples.has(route))
    .map((route) => ({ name: route, url: samples.get(route) ?? '' }));
  const failures = failureCases(id).map(({ name, url }) => ({
    name,
    url: new URL(url, siteRoot).href,
  }));
  return { id, prefix, routes, missing, addresses: [...sampled, ...failures] };
}
