// Which pages hydrate (docs/adr/014-hydration-per-route.md), read from the served HTML of every
// page route: the paper lists load the app and its React Router context (with no modulepreload:
// their module script imports the app once the document is parsed, docs/adr/022); a details page
// loads only its Copy buttons' enhancement script, and with a section also the script that
// scrolls there; the contact form only its own enhancement script; the ethics page with a target
// only the scroll script; every other page (home, information and policy pages, blogs, board,
// indexes, the 404 page) has no script but JSON-LD, no modulepreload and no context.
// And what the page's Content-Security-Policy lets run (docs/adr/024): exactly its inline scripts,
// each by its SHA-256, and the site's files when it loads any; `'none'` on a page without
// scripts. No element carries a nonce, and two readers of a page get the same bytes and policy.
import { journalRouteFiles } from '@journals/journal-site/route-config';
import {
  policySources,
  readPageScripts,
  scriptPolicyProblems,
  shipsNoScript,
} from '@journals/page-audit/page-scripts';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect, journalUnderTest, test, type SiteUnderTest } from '../../src/fixtures.ts';
import { hydrates } from '../../src/hydrating-routes.ts';
import { routeCases, unresolvedRoutes } from '../../src/route-cases.ts';

test.describe.configure({ timeout: 120_000 });

const journal = journalUnderTest();

/** The address of an enhancement script of the build: `<prefix>assets/enhance-<name>-<hash>.js`. */
const enhancementScript = (name: string) =>
  new RegExp(`/assets/enhance-${name}-[0-9a-f]{10}\\.js$`);
/** The route modules whose pages (at their plain address) load only enhancement scripts: which. */
const enhancedModules: Record<string, string[]> = {
  'papers/paper-details.tsx': ['copy-buttons'],
  'pages/contact-us.tsx': ['contact-form'],
};
const enhancements = (route: string) => enhancedModules[journalRouteFiles[route] ?? ''] ?? [];
const enhanced = (route: string) => enhancements(route).length > 0;

/**
 * The response's CSP lets run exactly the page's scripts: its `script-src` names the SHA-256 of
 * each inline executable script (JSON-LD is data, not named), `'self'` when the page loads the
 * site's files, `'none'` when it has no script; so never `'unsafe-inline'`, `'strict-dynamic'` or
 * a nonce. No element carries a `nonce` attribute and no meta hands one to the browser.
 */
function expectPolicyOfItsScripts(response: APIResponse, html: string): void {
  expect(
    scriptPolicyProblems(response.headers()['content-security-policy'], html),
    response.url(),
  ).toEqual([]);
}

/** The page's scripts are exactly these enhancement scripts, each a module file. */
async function expectOnlyEnhancements(
  request: APIRequestContext,
  response: APIResponse,
  prefix: string,
  names: string[],
): Promise<void> {
  const html = await response.text();
  const where = response.url();
  const scripts = readPageScripts(html);
  expect(scripts.routerContext, where).toBe(false);
  expect(scripts.modulePreloads, where).toEqual([]);
  expect(scripts.executable, where).toHaveLength(names.length);
  for (const [index, name] of names.entries()) {
    const src = scripts.executable[index] ?? '';
    expect(src, where).toMatch(enhancementScript(name));
    expect(src.startsWith(`${prefix}assets/`), src).toBe(true);
    // A module script, which the policy's 'self' allows.
    const tag = html.match(new RegExp(`<script\\b[^>]*enhance-${name}-[^>]*>`))?.[0] ?? '';
    expect(tag).toContain('type="module"');
    const script = await request.get(src.replace(prefix, ''));
    expect(script.status(), src).toBe(200);
    expect(script.headers()['content-type']).toMatch(/javascript/);
  }
  expect(policySources(response.headers()['content-security-policy'], 'script-src')).toEqual([
    "'self'",
  ]);
  expectPolicyOfItsScripts(response, html);
}

test('every page route has an address to fetch', () => {
  expect(unresolvedRoutes).toEqual([]);
});

type RouteCase = (typeof routeCases)[number];

/**
 * The page of a route case as served: it answers the status it must, and its policy allows
 * exactly its inline scripts.
 */
async function servedPage(request: APIRequestContext, site: SiteUnderTest, resolve: RouteCase[1]) {
  const { path, status } = await resolve(request, site.config);
  const response = await request.get(path);
  const html = await response.text();
  expect(response.status(), path).toBe(status);
  expectPolicyOfItsScripts(response, html);
  return {
    path,
    status,
    response,
    html,
    scripts: readPageScripts(html),
    policy: response.headers()['content-security-policy'],
  };
}

/** The page is the same for every reader: a second reader gets the same bytes and policy. */
async function expectSameForASecondReader(
  request: APIRequestContext,
  { path, status, html, policy }: Awaited<ReturnType<typeof servedPage>>,
): Promise<void> {
  const again = await request.get(path);
  expect(again.status(), path).toBe(status);
  expect(await again.text(), `${path}: the same bytes`).toBe(html);
  expect(again.headers()['content-security-policy'], path).toBe(policy);
}

// One test per route, by what its pages ship: the app, only enhancement scripts, or nothing.
const hydratingCases = routeCases.filter(([route]) => hydrates(route));
const enhancedCases = routeCases.filter(([route]) => !hydrates(route) && enhanced(route));
const scriptFreeCases = routeCases.filter(([route]) => !hydrates(route) && !enhanced(route));

for (const [route, resolve] of hydratingCases) {
  test(`${route} loads the app and hydrates`, async ({ request, site }) => {
    const page = await servedPage(request, site, resolve);
    const { path, scripts, policy } = page;
    expect(scripts.routerContext, path).toBe(true);
    // React Router's context and the module that imports the app, inline, named by hash.
    expect(scripts.inline.length, path).toBeGreaterThan(1);
    expect(policySources(policy, 'script-src'), path).toContain("'self'");
    // Its modules load after the document, from its module script (docs/adr/022).
    expect(scripts.modulePreloads, path).toEqual([]);
    await expectSameForASecondReader(request, page);
  });
}

for (const [route, resolve] of enhancedCases) {
  test(`${route} loads only its enhancement script`, async ({ request, site }) => {
    const page = await servedPage(request, site, resolve);
    await expectOnlyEnhancements(request, page.response, site.prefix, enhancements(route));
    await expectSameForASecondReader(request, page);
  });
}

for (const [route, resolve] of scriptFreeCases) {
  test(`${route} ships no JavaScript`, async ({ request, site }) => {
    const page = await servedPage(request, site, resolve);
    const { path, scripts, policy } = page;
    expect(scripts, path).toEqual({
      executable: [],
      inline: [],
      modulePreloads: [],
      routerContext: false,
    });
    expect(shipsNoScript(scripts)).toBe(true);
    expect(policySources(policy, 'script-src'), path).toEqual(["'none'"]);
    await expectSameForASecondReader(request, page);
  });
}

test('the ethics page does not hydrate: with a target that names a section it loads only the scroll script', async ({
  request,
  site,
}) => {
  const [target] = journal.ethicsTargets;
  expect(target).toBeDefined();
  const withTarget = await request.get(`ethics?target=${target}`);
  expect(withTarget.status()).toBe(200);
  await expectOnlyEnhancements(request, withTarget, site.prefix, ['scroll-target']);
  for (const path of ['ethics', 'ethics?target=no-such-section']) {
    const response = await request.get(path);
    const html = await response.text();
    expect(readPageScripts(html), path).toEqual({
      executable: [],
      inline: [],
      modulePreloads: [],
      routerContext: false,
    });
    expectPolicyOfItsScripts(response, html);
  }
});

test('a details page does not hydrate: with a section it adds only the script that scrolls there', async ({
  request,
  site,
}) => {
  const details = routeCases.filter(([route]) => enhancements(route).includes('copy-buttons'));
  expect(details.map(([route]) => route).sort()).toEqual([
    '/archives/paper-details',
    '/conference/paper-details',
    '/current-issue/paper-details',
    '/thesis/paper-details',
  ]);
  for (const [, resolve] of details) {
    const { path } = await resolve(request, site.config);
    for (const section of ['References', 'FullArticle']) {
      const withSection = await request.get(`${path}&section=${section}`);
      expect(withSection.status(), `${path}&section=${section}`).toBe(200);
      await expectOnlyEnhancements(request, withSection, site.prefix, [
        'copy-buttons',
        'scroll-target',
      ]);
    }
    const unknown = await request.get(`${path}&section=Nope`);
    await expectOnlyEnhancements(request, unknown, site.prefix, ['copy-buttons']);
  }
});

test('an error page of a page that does not hydrate ships no JavaScript either', async ({
  request,
}) => {
  const response = await request.get('blogs/no-such-post');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(shipsNoScript(readPageScripts(html))).toBe(true);
  expectPolicyOfItsScripts(response, html);
  expect(policySources(response.headers()['content-security-policy'], 'script-src')).toEqual([
    "'none'",
  ]);
});
