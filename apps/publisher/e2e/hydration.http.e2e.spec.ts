// Which publisher pages hydrate (docs/adr/014-hydration-per-route.md), from the served HTML of
// every page route: none does (without a chat provider). The home loads only its two enhancement
// scripts (the design system's carousel and tabs) and the contact form only its form script (the busy
// Send button, the focus after a post), module scripts with the response's CSP nonce; every other
// page, the 404 page included, has no script but JSON-LD, no modulepreload and no context.
import { readPageScripts, shipsNoScript } from '@journals/page-audit/page-scripts';
import { pageRouteFiles } from '../app/route-files.ts';
import { at, expect, test } from './fixtures.ts';

/** The routes that load only enhancement scripts, with the scripts' names. */
const enhancedRoutes = new Map([
  ['/', ['hero-carousel', 'tabs']],
  ['/contact-us', ['contact-form']],
]);

const verdict = (route: string) =>
  enhancedRoutes.has(route) ? 'loads only its enhancement scripts' : 'ships no JavaScript';

for (const route of Object.keys(pageRouteFiles)) {
  test(`${route} ${verdict(route)}`, async ({ request }) => {
    const response = await request.get(at(route));
    expect(response.status(), route).toBe(200);
    const html = await response.text();
    const scripts = readPageScripts(html);
    const enhancements = enhancedRoutes.get(route);
    if (enhancements) {
      expect(scripts.routerContext).toBe(false);
      expect(scripts.modulePreloads).toEqual([]);
      expect(scripts.executable).toHaveLength(enhancements.length);
      const csp = response.headers()['content-security-policy'] ?? '';
      for (const [i, name] of enhancements.entries()) {
        const src = scripts.executable[i] ?? '';
        expect(src).toMatch(new RegExp(`^/assets/enhance-${name}-[0-9a-f]{10}\\.js$`));
        // A module script with the nonce of the response's CSP ('strict-dynamic' needs it).
        const tag = html.match(new RegExp(`<script\\b[^>]*enhance-${name}[^>]*>`))?.[0] ?? '';
        expect(tag).toContain('type="module"');
        const nonce = tag.match(/nonce="([^"]+)"/)?.[1];
        expect(nonce, tag).toBeTruthy();
        expect(csp).toContain(`'nonce-${nonce}'`);
        const script = await request.get(src.slice(1));
        expect(script.status(), src).toBe(200);
        expect(script.headers()['content-type']).toMatch(/javascript/);
        // Standalone: no import of another chunk (React, the router, the site).
        expect(await script.text()).not.toMatch(/\bimport\s*[\s{*("'`]/);
      }
    } else {
      expect(scripts).toEqual({ executable: [], modulePreloads: [], routerContext: false });
      expect(shipsNoScript(scripts)).toBe(true);
    }
  });
}

test('the home loads its enhancement scripts whatever the tab its address names', async ({
  request,
}) => {
  for (const path of ['./?tab=librarians', './?tab=nobody']) {
    const scripts = readPageScripts(await (await request.get(path)).text());
    expect(scripts.routerContext, path).toBe(false);
    expect(scripts.executable, path).toHaveLength(2);
  }
});

test('the 404 page ships no JavaScript', async ({ request }) => {
  const response = await request.get('no-such-page');
  expect(response.status()).toBe(404);
  expect(shipsNoScript(readPageScripts(await response.text()))).toBe(true);
});
