// A crawl of a site's own links, the way a link checker reads them: from the addresses given, every
// page read follows each of its links and what it loads (anchors, stylesheets, icons, scripts,
// images, PDFs and downloads) on the same origin, each address requested once. Redirects are
// followed. A page's HTML is kept for the checks a caller makes of it, so one crawl serves them
// all. A link is broken when its address answers 4xx or 5xx or no answer at all (never asked
// twice: an intermittent 500 is a bug), or when its #fragment names no element of its page.
import type { ServedPage } from './head-audit.ts';
import { readDocument } from './html.ts';

/** A page the crawl read: what `auditHead` and the other checks of a served page take. */
export type CrawledPage = ServedPage;

export interface LinkCrawlOptions {
  /** Where the crawl starts: absolute addresses, all on one origin. */
  start: readonly string[];
  /** Whether a page's links are followed; by default every page on the origin. */
  follow?: (url: URL) => boolean;
  /** Requests at a time. */
  concurrency?: number;
  /** The most addresses requested: more fails the crawl (a site that links on without end). */
  maxRequests?: number;
}

export interface LinkCrawl {
  /** Every HTML page read whose status is 200, by address. */
  pages: Map<string, CrawledPage>;
  /** Every address requested with its final status (0: no answer). */
  statuses: Map<string, number>;
  /** Each broken link, as '<status or no answer> <address> (on <the page that links to it>)'. */
  broken: string[];
}

/** A link as a crawler requests it: resolved against its page, without its fragment. */
function withoutFragment(url: URL): string {
  const copy = new URL(url);
  copy.hash = '';
  return copy.href;
}

export async function crawlLinks({
  start,
  follow = () => true,
  concurrency = 6,
  maxRequests = 10_000,
}: LinkCrawlOptions): Promise<LinkCrawl> {
  const origin = new URL(start[0] ?? '').origin;
  const pages = new Map<string, CrawledPage>();
  const statuses = new Map<string, number>();
  const broken: string[] = [];
  /** Address -> the page that first linked to it ('start' for the given ones). */
  const linkedFrom = new Map<string, string>(start.map((url) => [url, 'start']));
  const fragments: { page: string; fragment: string; on: string }[] = [];
  const queue = [...start];

  const read = async (url: string) => {
    let response: Response;
    try {
      response = await fetch(url);
    } catch {
      statuses.set(url, 0);
      broken.push(`no answer ${url} (on ${linkedFrom.get(url)})`);
      return;
    }
    statuses.set(url, response.status);
    const html = response.headers.get('content-type')?.startsWith('text/html') === true;
    if (response.status >= 400) {
      broken.push(`${response.status} ${url} (on ${linkedFrom.get(url)})`);
    }
    const finalUrl = new URL(response.url || url);
    if (!html || response.status !== 200 || finalUrl.origin !== origin) {
      await response.body?.cancel();
      return;
    }
    const body = await response.text();
    pages.set(url, { url, status: response.status, headers: response.headers, html: body });
    if (finalUrl.href !== url) pages.set(finalUrl.href, pages.get(url) as CrawledPage);
    if (!follow(finalUrl)) return;
    const document = readDocument(body);
    for (const written of [...document.links, ...document.resources]) {
      let link: URL;
      try {
        link = new URL(written, finalUrl);
      } catch {
        broken.push(`unreadable ${written} (on ${url})`);
        continue;
      }
      if (link.origin !== origin) continue;
      const address = withoutFragment(link);
      const fragment = decodeURIComponent(link.hash.slice(1));
      if (fragment !== '' && fragment !== 'top')
        fragments.push({ page: address, fragment, on: url });
      if (!linkedFrom.has(address)) {
        linkedFrom.set(address, url);
        queue.push(address);
      }
    }
  };

  let requested = 0;
  const inFlight = new Set<Promise<void>>();
  while (queue.length > 0 || inFlight.size > 0) {
    while (queue.length > 0 && inFlight.size < concurrency) {
      const url = queue.shift() as string;
      if (++requested > maxRequests) {
        throw new Error(`The crawl from ${start[0]} requested more than ${maxRequests} addresses.`);
      }
      const reading = read(url).finally(() => inFlight.delete(reading));
      inFlight.add(reading);
    }
    if (inFlight.size > 0) await Promise.race(inFlight);
  }

  const anchors = new Map<string, Set<string>>();
  for (const { page, fragment, on } of fragments) {
    const target = pages.get(page);
    if (target === undefined) continue;
    if (!anchors.has(page)) anchors.set(page, readDocument(target.html).anchors);
    if (!anchors.get(page)?.has(fragment)) {
      broken.push(`#${fragment} names no element of ${page} (on ${on})`);
    }
  }
  return { pages, statuses, broken };
}
