// A sitemap file as a crawler reads it, checked against the sitemap protocol (sitemaps.org
// 0.9): well-formed XML (fast-xml-parser's validator), a `urlset` or `sitemapindex` root in the
// protocol's namespace, at most 50,000 entries, each `loc` an absolute address on the expected
// origin, each `lastmod` a W3C date-time.
import { XMLParser, XMLValidator } from 'fast-xml-parser';

export const sitemapNamespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export interface SitemapFile {
  url: string;
  root: 'urlset' | 'sitemapindex' | null;
  entries: { loc: string; lastmod: string | null }[];
  /** One sentence per rule the file breaks. */
  problems: string[];
}

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => name === 'url' || name === 'sitemap',
});
const w3cDate = /^\d{4}(-\d{2}(-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?)?)?$/;

export function checkSitemap(
  url: string,
  status: number,
  type: string | null,
  xml: string,
  origin: string,
): SitemapFile {
  const problems: string[] = [];
  if (status !== 200) problems.push(`answers ${status}`);
  if (!type?.includes('xml')) problems.push(`is sent as ${type}`);
  const valid = XMLValidator.validate(xml);
  if (valid !== true)
    return {
      url,
      root: null,
      entries: [],
      problems: [...problems, `is not well-formed: ${valid.err.msg}`],
    };
  const document = parser.parse(xml) as Record<string, Record<string, unknown>>;
  const root = 'urlset' in document ? 'urlset' : 'sitemapindex' in document ? 'sitemapindex' : null;
  if (!root)
    return {
      url,
      root,
      entries: [],
      problems: [...problems, 'has no urlset or sitemapindex root'],
    };
  const element = document[root] ?? {};
  if (element['@_xmlns'] !== sitemapNamespace)
    problems.push(`is not in the namespace ${sitemapNamespace}`);
  const items = (element[root === 'urlset' ? 'url' : 'sitemap'] ?? []) as Record<string, string>[];
  if (items.length > 50_000) problems.push(`has ${items.length} entries, more than 50,000`);
  const entries = items.map((item) => ({ loc: item.loc ?? '', lastmod: item.lastmod ?? null }));
  for (const { loc, lastmod } of entries) {
    if (!URL.canParse(loc)) problems.push(`has a relative loc ${loc}`);
    else if (new URL(loc).origin !== origin) problems.push(`has a loc on another origin: ${loc}`);
    if (loc.length > 2048) problems.push(`has a loc longer than 2,048 characters`);
    if (lastmod !== null && !w3cDate.test(lastmod))
      problems.push(`has a lastmod ${lastmod} not in W3C format`);
  }
  return { url, root, entries, problems };
}

export async function readSitemap(url: string, origin: string): Promise<SitemapFile> {
  const response = await fetch(url);
  return checkSitemap(
    url,
    response.status,
    response.headers.get('content-type'),
    await response.text(),
    origin,
  );
}
