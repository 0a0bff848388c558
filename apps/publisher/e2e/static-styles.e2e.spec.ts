// The frame every page repeats (header, menus, footer, text) is styled by the site's cached
// stylesheet, not by inline rules: a text page stays light.
import { pageRouteFiles } from '../app/route-files.ts';
import { at, expect, test } from './fixtures.ts';

test('the about page is at most 35 KB raw and its frame is styled by the stylesheet', async ({
  request,
}) => {
  const html = await (await request.get('about')).text();
  expect(Buffer.byteLength(html)).toBeLessThanOrEqual(35 * 1024);
  const address = html.match(
    /<link[^>]*rel="stylesheet"[^>]*href="(\/assets\/site-publisher-[0-9a-f]{10}\.css)"/,
  )?.[1];
  expect(address).toBeDefined();
  const css = await (await request.get(address!.slice(1))).text();
  for (const className of [
    'ds-header',
    'ds-mobile-menu__panel',
    'ds-prose',
    'ds-footer',
    'pub-publisher-layout__main',
  ]) {
    expect(html, className).toMatch(new RegExp(`class="(?:[^"]* )?${className}[ "]`));
    expect(css, className).toContain(`.${className}{`);
  }
  const inline = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  for (const frameRule of ['anchor-name:--site-header', ':popover-open'])
    expect(inline, frameRule).not.toContain(frameRule);
});

test('no page has a <style> element or a styled-components class: every rule is in the stylesheet', async ({
  request,
}) => {
  const routes = Object.keys(pageRouteFiles);
  expect(routes.length).toBeGreaterThan(5);
  for (const route of routes) {
    const response = await request.get(at(route));
    expect(response.status(), route).toBe(200);
    const html = await response.text();
    expect(html, route).toMatch(/<link[^>]*rel="stylesheet"/);
    expect(html, route).not.toMatch(/<style\b/);
    expect(html, route).not.toMatch(/\bdata-styled\b|class="[^"]*\bsc-[A-Za-z]/);
  }
});
