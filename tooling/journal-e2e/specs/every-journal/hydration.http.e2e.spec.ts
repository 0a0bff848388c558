// Which pages hydrate (docs/adr/014-hydration-per-route.md), read from the served HTML of every
// page route: the paper lists, the details pages, the contact form and the ethics page with a
// target load the app and its React Router context; every other page (home, information and
// policy pages, blogs, board, indexes, the 404 page) has no script but JSON-LD, no
// modulepreload and no context.
import { journalRouteFiles } from '@journals/journal-site/route-config';
import { readPageScripts, shipsNoScript } from '@journals/page-audit/page-scripts';
import { expect, journalUnderTest, test } from '../../src/fixtures.ts';
import { routeCases, unresolvedRoutes } from '../../src/route-cases.ts';

test.describe.configure({ timeout: 120_000 });

const journal = journalUnderTest();

/** The route modules whose pages hydrate; any other page must not. */
const hydratingModules = new Set([
  'papers/paper-list.tsx',
  'papers/paper-details.tsx',
  'pages/contact-us.tsx',
]);
const hydrates = (route: string) => hydratingModules.has(journalRouteFiles[route] ?? '');

test('every page route has an address to fetch', () => {
  expect(unresolvedRoutes).toEqual([]);
});

for (const [route, resolve] of routeCases) {
  const verdict = hydrates(route) ? 'loads the app and hydrates' : 'ships no JavaScript';
  test(`${route} ${verdict}`, async ({ request, site }) => {
    const { path, status } = await resolve(request, site.config);
    const response = await request.get(path);
    expect(response.status(), path).toBe(status);
    const scripts = readPageScripts(await response.text());
    if (hydrates(route)) {
      expect(scripts.routerContext, path).toBe(true);
      expect(scripts.modulePreloads.length, path).toBeGreaterThan(0);
      expect(scripts.executable.length, path).toBeGreaterThan(0);
    } else {
      expect(scripts, path).toEqual({ executable: [], modulePreloads: [], routerContext: false });
      expect(shipsNoScript(scripts)).toBe(true);
    }
  });
}

test('the ethics page hydrates only when its target names a section, to scroll to it', async ({
  request,
}) => {
  const [target] = journal.ethicsTargets;
  expect(target).toBeDefined();
  const withTarget = readPageScripts(await (await request.get(`ethics?target=${target}`)).text());
  expect(withTarget.routerContext).toBe(true);
  for (const path of ['ethics', 'ethics?target=no-such-section']) {
    expect(shipsNoScript(readPageScripts(await (await request.get(path)).text())), path).toBe(true);
  }
});

test('an error page of a page that does not hydrate ships no JavaScript either', async ({
  request,
}) => {
  const response = await request.get('blogs/no-such-post');
  expect(response.status()).toBe(404);
  expect(shipsNoScript(readPageScripts(await response.text()))).toBe(true);
});
