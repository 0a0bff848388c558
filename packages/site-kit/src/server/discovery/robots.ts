// robots.txt (RFC 9309): who may crawl what, and where the sitemaps are.

export interface RobotsRules {
  /** Paths crawlers should not fetch (absolute paths, e.g. '/indjece/api/'). */
  disallow: readonly string[];
  /** Absolute addresses of sitemaps (or sitemap indexes). */
  sitemaps: readonly string[];
}

export function robotsTxt({ disallow, sitemaps }: RobotsRules): string {
  const lines = [
    'User-agent: *',
    ...(disallow.length > 0 ? disallow.map((path) => `Disallow: ${path}`) : ['Disallow:']),
    '',
    ...sitemaps.map((address) => `Sitemap: ${address}`),
  ];
  return `${lines.join('\n')}\n`;
}
