// Which publisher pages hydrate (docs/adr/014-hydration-per-route.md), from the served HTML of
// every page route: the home (carousel, partners' strip, tabs) and the contact form load the app
// and its React Router context; every other page, the 404 page included, has no script but
// JSON-LD, no modulepreload and no context.
import { readPageScripts, shipsNoScript } from '@journals/page-audit/page-scripts';
import { pageRouteFiles } from '../app/route-files.ts';
import { at, expect, test } from './fixtures.ts';

const hydratingRoutes = new Set(['/', '/contact-us']);

for (const route of Object.keys(pageRouteFiles)) {
  const verdict = hydratingRoutes.has(route) ? 'loads the app and hydrates' : 'ships no JavaScript';
  test(`${route} ${verdict}`, async ({ request }) => {
    const response = await request.get(at(route));
    expect(response.status(), route).toBe(200);
    const scripts = readPageScripts(await response.text());
    if (hydratingRoutes.has(route)) {
      expect(scripts.routerContext).toBe(true);
      expect(scripts.modulePreloads.length).toBeGreaterThan(0);
      expect(scripts.executable.length).toBeGreaterThan(0);
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
