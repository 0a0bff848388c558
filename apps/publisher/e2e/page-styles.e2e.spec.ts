// The site's stylesheet (tokens, global styles) is a cached file every page links; the rules of
// the page's own components are styled-components' one <style> in the head, which the CSP's
// style-src allows inline (styles run nothing; docs/adr/024), with a rule for every class an
// element wears. A policy page stays light.
import { gzipSync } from 'node:zlib';
import { policySources } from '@journals/page-audit/page-scripts';
import {
  classesWithoutRules,
  inlineCss,
  pageStyleElements,
} from '@journals/page-audit/page-styles';
import { pageRouteFiles } from '../app/route-files.ts';
import { at, expect, test } from './fixtures.ts';

test("the privacy policy is at most 16 KB gzipped, with its components' rules inline", async ({
  request,
}) => {
  const html = await (await request.get('privacy-policy')).text();
  expect(gzipSync(html).byteLength).toBeLessThanOrEqual(16 * 1024);
  const address = html.match(
    /<link[^>]*rel="stylesheet"[^>]*href="(\/assets\/site-publisher-[0-9a-f]{10}\.css)"/,
  )?.[1];
  expect(address).toBeDefined();
  const css = await (await request.get(address!.slice(1))).text();
  expect(css).toMatch(/^:root\{--color-background:/);
  const inline = inlineCss(html);
  for (const frameRule of ['anchor-name:--site-header', ':popover-open'])
    expect(inline, frameRule).toContain(frameRule);
  expect(inline).not.toContain('--color-background:');
});

test('every page has one <style> in its head, allowed by its CSP, with a rule for each class', async ({
  request,
}) => {
  const routes = Object.keys(pageRouteFiles);
  expect(routes.length).toBeGreaterThan(5);
  for (const route of routes) {
    const response = await request.get(at(route));
    expect(response.status(), route).toBe(200);
    const html = await response.text();
    expect(html, route).toMatch(/<link[^>]*rel="stylesheet"/);
    const styles = pageStyleElements(html);
    expect(styles, route).toHaveLength(1);
    const [style] = styles;
    expect(style?.inHead, route).toBe(true);
    // After the site's stylesheet (tokens, reset), so the components' rules come later.
    expect(html.indexOf('<style'), route).toBeGreaterThan(
      html.search(/<link[^>]*rel="stylesheet"/),
    );
    // Style elements and attributes allowed inline (with no style-src-elem narrowing it), and
    // files only from the site.
    const policy = response.headers()['content-security-policy'];
    expect(policySources(policy, 'style-src'), route).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policySources(policy, 'style-src-elem'), route).toBeUndefined();
    expect(classesWithoutRules(html), route).toEqual([]);
  }
});
