// What search engines read in the served HTML of every route of the journal, found from the
// app's own route list: every page is indexable (one title, description and self-canonical, no
// noindex, nofollow, refresh or canonical elsewhere; papers with Google Scholar's citation tags),
// while unknown addresses, error screens and search results say noindex, and a moved route
// answers 301 to its page.
import { journalPageRoutes, journalRouteFiles } from '@journals/journal-site/route-config';
import {
  auditHead,
  fetchPage,
  type PageKind,
  type ServedPage,
} from '@journals/page-audit/head-audit';
import { linksWithRel, metaNamed, readDocument } from '@journals/page-audit/html';
import { sampleRoutes, walkFailures, type RouteSamples } from '@journals/page-audit/route-samples';
import { taggedPost } from '../../src/api-items.ts';
import { expect, journalUnderTest, test, type SiteUnderTest } from '../../src/fixtures.ts';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const journal = journalUnderTest();
const citationRoutes = new Set(
  Object.entries(journalRouteFiles)
    .filter(([, file]) => file === 'papers/paper-details.tsx')
    .map(([path]) => path),
);
const listRoutes = Object.entries(journalRouteFiles)
  .filter(([, file]) => file === 'papers/paper-list.tsx')
  .map(([path]) => path);

type Problems = Record<string, string[]>;

/** The pages with problems among `[page, its problems]`: `{}` when every page is right. */
function withProblems(found: [string, string[]][]): Problems {
  return Object.fromEntries(found.filter(([, problems]) => problems.length > 0));
}

async function audit(urls: [string, string][], kind: (route: string) => PageKind) {
  const found: [string, string[]][] = [];
  for (const [route, url] of urls) {
    const problems = auditHead(await servedPage(url), {
      kind: kind(route),
      citations: citationRoutes.has(route),
    });
    found.push([`${route} ${url}`, problems]);
  }
  return withProblems(found);
}

let routes: RouteSamples;

/** The page at an address: as the walk read it when it did, else asked for now. */
async function servedPage(url: string): Promise<ServedPage> {
  return routes.pages.get(url) ?? fetchPage(url);
}

test.beforeAll(async ({ site }) => {
  // The walk requests every route (or every sitemap file): on a loaded 2-core machine it takes
  // longer than the default hook timeout.
  test.setTimeout(240_000);
  routes = await sampleRoutes({
    origin: site.origin,
    prefix: site.prefix as `/${string}`,
    routes: journalPageRoutes,
    // A paper's details and an issue's list need a query: only links reach them.
    linkedOnly: [...citationRoutes, ...listRoutes],
  });
});

test('every page route of the route list is reachable by following links', () => {
  expect(routes.missing).toEqual([]);
  expect(routes.samples.size).toBe(journalPageRoutes.length - 1); // all but the catch-all
});

test('every address the walk started from answered 200, every link it followed 200 or a redirect', () => {
  expect(walkFailures(routes)).toEqual([]);
  expect(routes.seeds.size).toBeGreaterThan(20);
  expect(routes.visited.size).toBeGreaterThanOrEqual(routes.samples.size);
});

test('every page route is indexable, with its title, description, canonical and citation tags', async () => {
  expect(await audit([...routes.samples], () => 'indexable')).toEqual({});
});

/** What is wrong with a page's feeds and share image: its four feeds, the share image, a large card. */
function feedAndShareProblems(html: string, site: SiteUnderTest): string[] {
  const document = readDocument(html);
  const feeds = linksWithRel(document, 'alternate')
    .filter(
      (link) => link.inHead && /^application\/(rss|atom)\+xml$/.test(link.attributes.type ?? ''),
    )
    .map((link) => link.attributes.href);
  const found: string[] = [];
  if (feeds.length !== 4 || !feeds.every((href) => href?.startsWith(`${site.prefix}feeds/`))) {
    found.push(`names the feeds ${JSON.stringify(feeds)}`);
  }
  const image = metaNamed(document, 'og:image')[0]?.attributes.content;
  if (image !== `${site.origin}${site.prefix}share-image.png`) found.push(`shares ${image}`);
  if (metaNamed(document, 'twitter:card')[0]?.attributes.content !== 'summary_large_image') {
    found.push('has no large-image Twitter card');
  }
  return found;
}

test("every page route names the journal's feeds in its head and shares its share image", async ({
  site,
}) => {
  const found: [string, string[]][] = [];
  for (const [route, url] of routes.samples) {
    found.push([`${route} ${url}`, feedAndShareProblems((await servedPage(url)).html, site)]);
  }
  expect(withProblems(found)).toEqual({});
});

test('unknown addresses and unknown items answer 404 with noindex', async ({ site }) => {
  const unknown = [
    'no-such-page',
    'aim-and-scope/extra',
    'blogs/no-such-post',
    'tag/no-such-post',
    'blogs/tag/no-such-tag',
    'editorial-board/no-such-member',
    'archives/paper-details?paperid=999999999&papertitle=no-such-paper',
    'thesis/paper-details?paperid=999999999&papertitle=no-such-thesis',
  ].map((path): [string, string] => ['/*', site.url(path)]);
  expect(await audit(unknown, () => 'failed')).toEqual({});
});

test("a post's /tag/ address moves permanently to its page under /blogs/", async ({ site }) => {
  const post = await taggedPost();
  const response = await fetch(site.url(`tag/${post.slug}`), { redirect: 'manual' });
  expect(response.status).toBe(301);
  expect(response.headers.get('location')).toBe(`${site.prefix}blogs/${post.slug}`);
  const page = await fetchPage(new URL(response.headers.get('location') ?? '', site.origin).href);
  expect(auditHead(page, { kind: 'indexable' })).toEqual([]);
});

test('search results say noindex but let their links be followed', async () => {
  const searches = listRoutes.map((route): [string, string] => {
    const url = new URL(routes.samples.get(route) ?? '');
    url.searchParams.set('search', 'a');
    return [route, url.href];
  });
  expect(searches).toHaveLength(4);
  expect(await audit(searches, () => 'search-result')).toEqual({});
});

/**
 * What is wrong with a route's answer while the API is down: a page that answers 200 is audited
 * as indexable (with its citation tags), any other as the error screen, which answers 503 (never
 * 500) and is titled as such.
 */
function apiDownProblems(route: string, page: ServedPage): string[] {
  const failed = page.status !== 200;
  const found = auditHead(page, {
    kind: failed ? 'failed' : 'indexable',
    status: 503,
    citations: !failed && citationRoutes.has(route),
  });
  if (failed && !page.html.includes(`<title>Something Went Wrong | ${journal.names.acronym}`)) {
    found.push('is not titled as the error screen');
  }
  return found;
}

test('with the API down every route answers its page or the error screen, each with its head tags', async ({
  site,
}) => {
  const statuses = new Map<string, number>();
  const found: [string, string[]][] = [];
  for (const [route, sample] of routes.samples) {
    const { pathname, search } = new URL(sample);
    const url = site.url(`${pathname.slice(site.prefix.length)}${search}`, 'apiDown');
    const page = await fetchPage(url);
    statuses.set(route, page.status);
    found.push([`${route} ${url}`, apiDownProblems(route, page)]);
  }
  expect(withProblems(found)).toEqual({});
  // The API-backed areas fail while the text pages still answer.
  expect(statuses.get('/archives/paper-details')).toBeGreaterThanOrEqual(500);
  expect(statuses.get('/aim-and-scope')).toBe(200);
});
