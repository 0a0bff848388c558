// Which publisher pages hydrate (docs/adr/014-hydration-per-route.md), from the served HTML of
// every page route: the home (carousel, partners' strip, tabs) loads the app and its React
// Router context; the contact form loads only its enhancement script (the busy Send button and
// the focus after a post), a module with the response's CSP nonce; every other page, the 404
// page included, has no script but JSON-LD, no modulepreload and no context.
import { readPageScripts, shipsNoScript } from '@journals/page-audit/page-scripts';
import { pageRouteFiles } from '../app/route-files.ts';
import { at, expect, test } from './fixtures.ts';

const hydratingRoutes = new Set(['/']);
/** The routes whose pages load only enhancement scripts: which (`enhance-<name>-<hash>.js`). */
const enhancedRoutes: Record<string, string[]> = { '/contact-us': ['contact-form'] };

for (const route of Object.keys(pageRouteFiles)) {
  const enhancements = enhancedRoutes[route] ?? [];
  const verdict = hydratingRoutes.has(route)
    ? 'loads the app and hydrates'
    : enhancements.length > 0
      ? 'loads only its enhancement script'
      : 'ships no JavaScript';
  test(`${route} ${verdict}`, async ({ request }) => {
    const response = await request.get(at(route));
    expect(response.status(), route).toBe(200);
    const html = await response.text();
    const scripts = readPageScripts(html);
    if (hydratingRoutes.has(route)) {
      expect(scripts.routerContext).toBe(true);
      expect(scripts.modulePreloads.length).toBeGreaterThan(0);
      expect(scripts.executable.length).toBeGreaterThan(0);
    } else if (enhancements.length > 0) {
      expect(scripts.routerContext).toBe(false);
      expect(scripts.modulePreloads).toEqual([]);
      expect(scripts.executable).toHaveLength(enhancements.length);
      for (const [index, name] of enhancements.entries()) {
        const src = scripts.executable[index] ?? '';
        expect(src).toMatch(new RegExp(`^/assets/enhance-${name}-[0-9a-f]{10}\\.js$`));
        const tag = html.match(new RegExp(`<script\\b[^>]*enhance-${name}-[^>]*>`))?.[0] ?? '';
        expect(tag).toContain('type="module"');
        const nonce = tag.match(/nonce="([^"]+)"/)?.[1];
        expect(nonce, tag).toBeTruthy();
        expect(response.headers()['content-security-policy']).toContain(`'nonce-${nonce}'`);
        const script = await request.get(src.slice(1));
        expect(script.status(), src).toBe(200);
        expect(script.headers()['content-type']).toMatch(/javascript/);
      }
    } else {
      expect(scripts).toEqual({ executable: [], modulePreloads: [], routerContext: false });
      expect(shipsNoScript(scripts)).toBe(true);
    }
  });
}

test('the 404 page ships no JavaScript', async ({ request }) => {
  const response = await request.get('no-such-page');
  expect(response.status()).toBe(404);
  expect(shipsNoScript(readPageScripts(await response.text()))).toBe(true);
});
