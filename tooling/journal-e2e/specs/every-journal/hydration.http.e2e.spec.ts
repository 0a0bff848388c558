// Which pages hydrate (docs/adr/014-hydration-per-route.md), read from the served HTML of every
// page route: the paper lists, the contact form, the ethics page with a target and the details
// pages with a section load the app and its React Router context; a details page without one
// loads only its Copy buttons' enhancement script (with the response's CSP nonce); every other
// page (home, information and policy pages, blogs, board, indexes, the 404 page) has no script
// but JSON-LD, no modulepreload and no context.
import { journalRouteFiles } from '@journals/journal-site/route-config';
import { readPageScripts, shipsNoScript } from '@journals/page-audit/page-scripts';
import { expect, journalUnderTest, test } from '../../src/fixtures.ts';
import { routeCases, unresolvedRoutes } from '../../src/route-cases.ts';

test.describe.configure({ timeout: 120_000 });

const journal = journalUnderTest();

/** The route modules whose pages hydrate; any other page must not. */
const hydratingModules = new Set(['papers/paper-list.tsx', 'pages/contact-us.tsx']);
const hydrates = (route: string) => hydratingModules.has(journalRouteFiles[route] ?? '');
/** The route modules whose pages (at their plain address) load only an enhancement script. */
const enhancedModules = new Set(['papers/paper-details.tsx']);
const enhanced = (route: string) => enhancedModules.has(journalRouteFiles[route] ?? '');
const enhancementScript = /\/assets\/enhance-copy-buttons-[0-9a-f]{10}\.js$/;

test('every page route has an address to fetch', () => {
  expect(unresolvedRoutes).toEqual([]);
});

for (const [route, resolve] of routeCases) {
  const verdict = hydrates(route)
    ? 'loads the app and hydrates'
    : enhanced(route)
      ? 'loads only its enhancement script'
      : 'ships no JavaScript';
  test(`${route} ${verdict}`, async ({ request, site }) => {
    const { path, status } = await resolve(request, site.config);
    const response = await request.get(path);
    expect(response.status(), path).toBe(status);
    const html = await response.text();
    const scripts = readPageScripts(html);
    if (hydrates(route)) {
      expect(scripts.routerContext, path).toBe(true);
      expect(scripts.modulePreloads.length, path).toBeGreaterThan(0);
      expect(scripts.executable.length, path).toBeGreaterThan(0);
    } else if (enhanced(route)) {
      expect(scripts.routerContext, path).toBe(false);
      expect(scripts.modulePreloads, path).toEqual([]);
      expect(scripts.executable, path).toHaveLength(1);
      const [src = ''] = scripts.executable;
      expect(src, path).toMatch(enhancementScript);
      expect(src.startsWith(`${site.prefix}assets/`), src).toBe(true);
      // A module script with the nonce of the response's CSP ('strict-dynamic' needs it).
      const tag = html.match(/<script\b[^>]*enhance-copy-buttons[^>]*>/)?.[0] ?? '';
      expect(tag).toContain('type="module"');
      const nonce = tag.match(/nonce="([^"]+)"/)?.[1];
      expect(nonce, tag).toBeTruthy();
      expect(response.headers()['content-security-policy']).toContain(`'nonce-${nonce}'`);
      const script = await request.get(src.replace(site.prefix, ''));
      expect(script.status(), src).toBe(200);
      expect(script.headers()['content-type']).toMatch(/javascript/);
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

test('a details page hydrates only when its address asks for a section, to focus it', async ({
  request,
  site,
}) => {
  const details = routeCases.filter(([route]) => enhanced(route));
  expect(details.map(([route]) => route).sort()).toEqual([
    '/archives/paper-details',
    '/conference/paper-details',
    '/current-issue/paper-details',
    '/thesis/paper-details',
  ]);
  for (const [, resolve] of details) {
    const { path } = await resolve(request, site.config);
    for (const section of ['References', 'FullArticle']) {
      const withSection = readPageScripts(
        await (await request.get(`${path}&section=${section}`)).text(),
      );
      expect(withSection.routerContext, `${path}&section=${section}`).toBe(true);
      expect(withSection.executable.some((src) => enhancementScript.test(src))).toBe(false);
    }
    const unknown = readPageScripts(await (await request.get(`${path}&section=Nope`)).text());
    expect(unknown.routerContext, `${path}&section=Nope`).toBe(false);
    expect(unknown.executable).toHaveLength(1);
  }
});

test('an error page of a page that does not hydrate ships no JavaScript either', async ({
  request,
}) => {
  const response = await request.get('blogs/no-such-post');
  expect(response.status()).toBe(404);
  expect(shipsNoScript(readPageScripts(await response.text()))).toBe(true);
});
