// Styles and icons every page repeats are files, not inline copies: each page links the site's
// stylesheet (its tokens as custom properties, the global styles) and points its icons into one
// SVG sprite, both content-hashed under the journal's prefix and cached for a year. No page
// carries the icons' drawings inline, and no page has a <style> element at all.
import { siteTheme, siteThemes } from '@journals/design-system/site-themes';
import type { SiteId } from '@journals/site-config';
import { expect, escapeRegExp, test } from '../../src/fixtures.ts';
import { firstSlot } from '../../src/reference-data.ts';
import { routeCases } from '../../src/route-cases.ts';

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
    for (const [whole, inner] of svgs) {
      if (!/<use href=/.test(inner!)) continue;
      expect(whole, path).not.toMatch(/<path\b/);
    }
    expect(html, path).not.toMatch(/<path\b[^>]*\bd="M15 18l-6-6 6-6"/);
    const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)]
      .map((m) => m[1])
      .join('');
    expect(inlineCss, path).not.toContain('*::before');
    for (const brand of Object.values(siteThemes).map((theme) => theme.color.brand))
      expect(inlineCss, path).not.toContain(brand);
  }
});

/** The served page's inline CSS, all its <style> elements together. */
const inlineStyles = (html: string) =>
  [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');

test('a policy page is at most 35 KB raw: the frame is styled by the stylesheet, not inline', async ({
  site,
}) => {
  const html = await pageHtml(site.url('peer-review-policy'));
  expect(Buffer.byteLength(html)).toBeLessThanOrEqual(35 * 1024);
  const address = html.match(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+\.css)"/)?.[1];
  const css = await (await fetch(new URL(address!, site.origin))).text();
  // Header, its menus, the phone menu, the text, the footer and the journal's columns: their
  // classes are on the page and their rules in the stylesheet.
  for (const className of [
    'ds-header',
    'ds-dropdown__menu',
    'ds-mobile-menu__panel',
    'ds-skip-link',
    'ds-scroll-to-top',
    'ds-prose',
    'ds-footer',
    'js-journal-layout__columns',
  ]) {
    expect(html, className).toMatch(new RegExp(`class="(?:[^"]* )?${className}[ "]`));
    expect(css, className).toContain(`.${className}{`);
  }
  const inline = inlineStyles(html);
  for (const frameRule of ['anchor-name:--site-header', ':popover-open', 'scroll(root block)'])
    expect(inline, frameRule).not.toContain(frameRule);
  expect(inline.length).toBeLessThan(6 * 1024);
});

test("the paper list's, the index's and the home's own rules are in the stylesheet, not inline", async ({
  request,
  site,
}) => {
  const slot = await firstSlot(request);
  const list = `archives/paperlist?year=${slot.year}&volume=${slot.volume}&issue=${slot.issue}`;
  const classesOf: Record<string, string[]> = {
    // paper-list's screen and site-kit's page heading (blogs) are not journal-site's: their CSS
    // files reach the stylesheet through `journalStylesheets`.
    [list]: [
      'pl-paper-list-screen__frame',
      'pl-list-selectors__rows',
      'pl-list-selectors__wide-options',
      'pl-list-selectors__narrow-choice',
      'pl-paper-card__title-row',
      'pl-paper-card__pdf-anchor',
    ],
    archives: ['js-paper-area__page', 'js-issue-index__link-grid', 'js-issue-index__index-anchor'],
    blogs: ['sk-page-heading__root'],
    './': ['js-home__hero', 'js-home__eyebrow', 'js-home__fact-grid'],
  };
  let css: string | undefined;
  for (const [path, classNames] of Object.entries(classesOf)) {
    const html = await pageHtml(site.url(path));
    if (css === undefined) {
      const address = html.match(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+\.css)"/)?.[1];
      css = await (await fetch(new URL(address!, site.origin))).text();
    }
    const inline = inlineStyles(html);
    for (const className of classNames) {
      expect(html, `${path} ${className}`).toMatch(
        new RegExp(`class="(?:[^"]* )?${className}[ "]`),
      );
      expect(css, className).toContain(`.${className}{`);
    }
    // Rules that were styled-components' before, now only in the stylesheet.
    for (const rule of [
      'minmax(7.5rem,1fr)',
      'minmax(min(100%,14rem),1fr)',
      'flex:1 1 max-content',
    ])
      expect(inline, `${path} ${rule}`).not.toContain(rule);
  }
});

test('no page has a <style> element or a styled-components class: every rule is in the stylesheet', async ({
  request,
  site,
}) => {
  expect(routeCases.length).toBeGreaterThan(20);
  for (const [route, resolve] of routeCases) {
    const { path, status } = await resolve(request, site.config);
    const response = await request.get(path);
    expect(response.status(), path).toBe(status);
    const html = await response.text();
    expect(html, route).toMatch(/<link[^>]*rel="stylesheet"/);
    expect(html, route).not.toMatch(/<style\b/);
    expect(html, route).not.toMatch(/\bdata-styled\b|class="[^"]*\bsc-[A-Za-z]/);
  }
});
