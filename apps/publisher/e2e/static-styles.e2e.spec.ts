// The site's cached stylesheet (tokens, the global reset, the shared components' static CSS) comes
// first in the head; the rules of the styled components a page renders (the publisher's frame and
// home) follow it in a <style> of the head, rendered with the page: a text page stays light.
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
  ]) {
    expect(html, className).toMatch(new RegExp(`class="(?:[^"]* )?${className}[ "]`));
    expect(css, className).toContain(`.${className}{`);
  }
  const inline = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  for (const frameRule of ['anchor-name:--site-header', ':popover-open'])
    expect(inline, frameRule).not.toContain(frameRule);
});

test('every page links the stylesheet first and has its styled rules in the head after it', async ({
  request,
}) => {
  const routes = Object.keys(pageRouteFiles);
  expect(routes.length).toBeGreaterThan(5);
  for (const route of routes) {
    const response = await request.get(at(route));
    expect(response.status(), route).toBe(200);
    const html = await response.text();
    const headEnd = html.indexOf('</head>');
    const stylesheet = html.search(/<link[^>]*rel="stylesheet"/);
    const styles = [...html.matchAll(/<style\b[^>]*>/g)];
    expect(stylesheet, route).toBeGreaterThan(-1);
    expect(styles.length, route).toBeGreaterThan(0);
    for (const style of styles) {
      expect(style[0], route).toContain('data-styled');
      expect(style.index, route).toBeGreaterThan(stylesheet);
      expect(style.index, route).toBeLessThan(headEnd);
    }
  }
});
