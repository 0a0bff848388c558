// The robots.txt of a site. The publisher's (at /robots.txt) is the one crawlers read for the
// whole origin: it keeps them out of every journal's API forwarder and names the origin's
// sitemap index and each journal's own. A journal's (at /<journal>/robots.txt) says the same for
// that journal alone, for a journal served on its own.
import {
  crawlDisallowed,
  discoveryPaths,
  siteConfigs,
  sitePath,
  type SiteConfig,
} from '@journals/site-config';
import { robotsTxt } from './robots.ts';

function journalsOf(site: SiteConfig): SiteConfig[] {
  if (site.kind === 'journal') return [site];
  return Object.values(siteConfigs).filter((config) => config.kind === 'journal');
}

export function siteRobotsTxt(site: SiteConfig, origin: string): string {
  const journals = journalsOf(site);
  const disallow = [site, ...journals]
    .filter((config, index, all) => all.indexOf(config) === index)
    .flatMap((config) => crawlDisallowed(config).map((path) => sitePath(config, path)));
  const journalIndexes = journals.map(
    (journal) => `${origin}${sitePath(journal, discoveryPaths.sitemapIndex)}`,
  );
  const sitemaps =
    site.kind === 'publisher'
      ? [`${origin}${sitePath(site, discoveryPaths.sitemap)}`, ...journalIndexes]
      : journalIndexes;
  return robotsTxt({ disallow, sitemaps });
}

export function robotsResponse(site: SiteConfig, origin: string): Response {
  return new Response(siteRobotsTxt(site, origin), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
