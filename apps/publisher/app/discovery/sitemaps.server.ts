// The origin's sitemap index (/sitemap.xml) and the publisher's own pages (/sitemap-pages.xml).
// The index names the publisher's file and each journal's sitemap file; each journal's own
// sitemap index (/<journal>/sitemap-index.xml, named by /robots.txt) lists its further files.
import { discoveryPaths, siteConfigs, sitePath, type SiteConfig } from '@journals/site-config';
import { sitemapIndexXml, urlsetXml } from '@journals/site-kit/server/discovery/sitemap-xml.ts';
import {
  streamedResponse,
  xmlHeaders,
} from '@journals/site-kit/server/discovery/text-response.server.ts';
import { pageRouteFiles } from '../route-files.ts';
import { site } from '../site.ts';

/** Pages whose canonical address is another page's (they are not listed). */
const notCanonical = new Set<string>(['/guidence-for-authors']);

export function publisherPagePaths(): string[] {
  return Object.keys(pageRouteFiles).filter((path) => !notCanonical.has(path));
}

function journals(): SiteConfig[] {
  return Object.values(siteConfigs).filter((config) => config.kind === 'journal');
}

export function sitemapIndexResponse(origin: string): Response {
  const sitemaps = [
    { loc: `${origin}${sitePath(site, discoveryPaths.pagesSitemap)}` },
    ...journals().map((journal) => ({
      loc: `${origin}${sitePath(journal, discoveryPaths.sitemap)}`,
    })),
  ];
  return streamedResponse(sitemapIndexXml(sitemaps), xmlHeaders);
}

export function pagesSitemapResponse(origin: string): Response {
  const pages = publisherPagePaths().map((path) => ({
    loc: `${origin}${sitePath(site, path)}`,
  }));
  return streamedResponse(urlsetXml(pages), xmlHeaders);
}
