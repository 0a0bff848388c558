// What every page repeats is a file, not an inline copy: each page links the site's stylesheet
// (its tokens as custom properties, the global styles) and points its icons into one SVG sprite,
// both content-hashed under the journal's prefix and cached for a year. The rules of the page's
// own components are styled-components' one <style> in the head, which the CSP's style-src
// allows inline (styles run nothing; docs/adr/024): every class an element wears has its rule
// there, and no site's colour is written in it (components refer to the tokens). A page that
// hydrates (a paper list) has a second <style> after it: the frame's rules, which the browser's
// styled-components does not take over (docs/adr/026-one-render-once-mechanism.md).
import { gzipSync } from 'node:zlib';
import { siteTheme, siteThemes } from '@journals/design-system/site-themes';
import { policySources } from '@journals/page-audit/page-scripts';
import {
  classesWithoutRules,
  inlineCss,
  pageStyleElements,
} from '@journals/page-audit/page-styles';
import type { SiteId } from '@journals/site-config';
import type { APIRequestContext } from '@playwright/test';
import { expect, escapeRegExp, test, type SiteUnderTest } from '../../src/fixtures.ts';
import { hydrates } from '../../src/hydrating-routes.ts';
import { routeCases } from '../../src/route-cases.ts';

type RouteCase = (typeof routeCases)[number];

const pages = ['./', 'archives', 'peer-review-policy', 'aim-and-scope'];

/** The site's brand colour and those of the other sites' themes. */
function brands(site: SiteId) {
  const own = siteTheme(site).color.brand;
  const others = Object.values(siteThemes)
    .map((theme) => theme.color.brand)
    .filter((brand) => brand !== own);
  return { own, others };
}

async function pageHtml(url: string): Promise<string> {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return response.text();
}

test('every page links the site stylesheet, hashed, under the prefix, cached for a year', async ({
  site,
}) => {
  const hashed = new RegExp(
    `<link[^>]*rel="stylesheet"[^>]*href="(${escapeRegExp(site.prefix)}assets/site-${site.config.id}-[0-9a-f]{10}\\.css)"`,
  );
  const addresses = new Set<string>();
  for (const path of pages) {
    const address = (await pageHtml(site.url(path))).match(hashed)?.[1];
    expect(address, path).toBeDefined();
    addresses.add(address!);
  }
  expect(addresses.size).toBe(1);
  const [address] = [...addresses];
  const response = await fetch(new URL(address!, site.origin));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/css/);
  expect(response.headers.get('cache-control')).toMatch(
    /max-age=31536000\b.*immutable|immutable.*max-age=31536000\b/,
  );
  const css = await response.text();
  const { own, others } = brands(site.config.id);
  expect(css).toMatch(/^:root\{--color-background:/);
  expect(css).toContain(`--color-brand:${own};`);
  expect(css).toContain('body{margin:0;');
  expect(others.length).toBeGreaterThan(0);
  for (const brand of others) expect(css).not.toContain(brand);
});

test('icons point into one hashed sprite under the prefix that holds their symbols', async ({
  site,
}) => {
  const html = await pageHtml(site.url('peer-review-policy'));
  const uses = [...html.matchAll(/<use href="([^"#]+)#([\w-]+)"/g)];
  expect(uses.length).toBeGreaterThan(3);
  const sprites = new Set(uses.map((use) => use[1]));
  expect(sprites.size).toBe(1);
  const [sprite] = [...sprites];
  expect(sprite).toMatch(
    new RegExp(`^${escapeRegExp(site.prefix)}assets/icons-[0-9a-f]{10}\\.svg$`),
  );
  const response = await fetch(new URL(sprite!, site.origin));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/svg+xml');
  expect(response.headers.get('cache-control')).toMatch(
    /max-age=31536000\b.*immutable|immutable.*max-age=31536000\b/,
  );
  const svg = await response.text();
  for (const [, , name] of uses) expect(svg, name).toContain(`<symbol id="${name}"`);
});

test('no page carries icon drawings or global styles inline', async ({ site }) => {
  for (const path of pages) {
    const html = await pageHtml(site.url(path));
    const svgs = [...html.matchAll(/<svg\b[^>]*>([\s\S]*?)<\/svg>/g)];
    expect(svgs.length, path).toBeGreaterThan(0);
    // An icon that points into the sprite draws nothing itself.
    const spriteIcons = svgs.filter(([, inner]) => /<use href=/.test(inner!));
    for (const [whole] of spriteIcons) expect(whole, path).not.toMatch(/<path\b/);
    expect(html, path).not.toMatch(/<path\b[^>]*\bd="M15 18l-6-6 6-6"/);
    const css = inlineCss(html);
    expect(css, path).not.toContain('*::before');
    for (const brand of Object.values(siteThemes).map((theme) => theme.color.brand))
      expect(css, path).not.toContain(brand);
  }
});

test("a policy page is at most 16 KB gzipped, with its components' rules inline", async ({
  site,
}) => {
  const html = await pageHtml(site.url('peer-review-policy'));
  expect(gzipSync(html).byteLength).toBeLessThanOrEqual(16 * 1024);
  const css = inlineCss(html);
  // The frame's rules (the header's anchored menus, the popover states, back-to-top's
  // scroll-driven animation) come with the page.
  for (const frameRule of ['anchor-name:--site-header', ':popover-open', 'scroll(root block)'])
    expect(css, frameRule).toContain(frameRule);
});

// One test per route; its pages hydrate, or not, by the route module that serves them.
const hydratingCases = routeCases.filter(([route]) => hydrates(route));
const staticCases = routeCases.filter(([route]) => !hydrates(route));

test('the route list has its pages, of which the paper lists hydrate', () => {
  expect(routeCases.length).toBeGreaterThan(20);
  expect(hydratingCases.length).toBeGreaterThan(0);
});

/**
 * The route's page, answered with its status and linking the site's stylesheet, with its <style>
 * elements in its head, allowed by its CSP, and a rule for each class an element wears.
 */
async function styledPage(
  request: APIRequestContext,
  site: SiteUnderTest,
  [route, resolve]: RouteCase,
) {
  const { path, status } = await resolve(request, site.config);
  const response = await request.get(path);
  expect(response.status(), path).toBe(status);
  const html = await response.text();
  expect(html, route).toMatch(/<link[^>]*rel="stylesheet"/);
  const styles = pageStyleElements(html);
  // After the site's stylesheet (tokens, reset), so the components' rules come later.
  expect(html.indexOf('<style'), route).toBeGreaterThan(html.search(/<link[^>]*rel="stylesheet"/));
  for (const style of styles) expect(style.inHead, route).toBe(true);
  // Style elements and attributes allowed inline (with no style-src-elem narrowing it), and
  // files only from the site.
  const policy = response.headers()['content-security-policy'];
  expect(policySources(policy, 'style-src'), route).toEqual(["'self'", "'unsafe-inline'"]);
  expect(policySources(policy, 'style-src-elem'), route).toBeUndefined();
  expect(classesWithoutRules(html), route).toEqual([]);
  return { html, styles };
}

/** React Router's data for the browser: only a page that hydrates has it. */
const hasRouterContext = (html: string) => html.includes('window.__reactRouterContext');

for (const routeCase of hydratingCases) {
  const [route] = routeCase;
  test(`${route} has its components' <style> and the frame's in its head, allowed by its CSP, with a rule for each class`, async ({
    request,
    site,
  }) => {
    const { html, styles } = await styledPage(request, site, routeCase);
    expect(hasRouterContext(html), route).toBe(true);
    expect(styles, route).toHaveLength(2);
    const [own, frame] = styles;
    // styled-components' markers, where its browser side takes the rules over; the frame's
    // rules apart, without them.
    expect(own?.css, route).toMatch(/data-styled\.g\d+\[id="[^"]+"\]\{content:/);
    expect(frame?.css, route).toContain('anchor-name:--site-header');
    expect(frame?.css, route).not.toContain('data-styled');
  });
}

for (const routeCase of staticCases) {
  const [route] = routeCase;
  test(`${route} has its <style> in its head, allowed by its CSP, with a rule for each class`, async ({
    request,
    site,
  }) => {
    const { html, styles } = await styledPage(request, site, routeCase);
    expect(hasRouterContext(html), route).toBe(false);
    expect(styles, route).toHaveLength(1);
    // No styled-components markers: its browser side never takes the rules over.
    expect(styles[0]?.css, route).not.toContain('data-styled');
  });
}
