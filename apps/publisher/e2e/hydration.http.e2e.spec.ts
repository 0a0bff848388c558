// Which publisher pages hydrate (docs/adr/014-hydration-per-route.md), from the served HTML of
// every page route: none does (without a chat provider). The home loads only its two enhancement
// scripts (the design system's carousel and tabs) and the contact form only its form script (the
// busy Send button, the focus after a post), module script files; every other page, the 404 page
// included, has no script but JSON-LD, no modulepreload and no context. The page's
// Content-Security-Policy lets run exactly that (docs/adr/024): `script-src 'self'` on a page
// that loads script files, `'none'` on one without scripts, and any inline script by its SHA-256.
// No element carries a nonce, and two readers of a page get the same bytes and policy.
import {
  policySources,
  readPageScripts,
  scriptPolicyProblems,
  shipsNoScript,
} from '@journals/page-audit/page-scripts';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { pageRouteFiles } from '../app/route-files.ts';
import { at, expect, test } from './fixtures.ts';

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

/** The routes that load only enhancement scripts, with the scripts' names. */
const enhancedRoutes = new Map([
  ['/', ['hero-carousel', 'tabs']],
  ['/contact-us', ['contact-form']],
]);

/** Fetches a route's page, checks its policy, and that a second reader gets the same page. */
async function readRoute(request: APIRequestContext, route: string) {
  const response = await request.get(at(route));
  expect(response.status(), route).toBe(200);
  const html = await response.text();
  const policy = response.headers()['content-security-policy'];
  expectPolicyOfItsScripts(response, html);
  // The page is the same for every reader: a second reader gets the same bytes and policy.
  const again = await request.get(at(route));
  expect(again.status(), route).toBe(200);
  expect(await again.text(), `${route}: the same bytes`).toBe(html);
  expect(again.headers()['content-security-policy'], route).toBe(policy);
  return { html, policy, scripts: readPageScripts(html) };
}

for (const [route, enhancements] of enhancedRoutes) {
  test(`${route} loads only its enhancement scripts`, async ({ request }) => {
    const { html, policy, scripts } = await readRoute(request, route);
    expect(scripts.routerContext).toBe(false);
    expect(scripts.modulePreloads).toEqual([]);
    expect(scripts.executable).toHaveLength(enhancements.length);
    // Files only: the policy allows the site's own, and no inline script.
    expect(policySources(policy, 'script-src')).toEqual(["'self'"]);
    for (const [i, name] of enhancements.entries()) {
      const src = scripts.executable[i] ?? '';
      expect(src).toMatch(new RegExp(`^/assets/enhance-${name}-[0-9a-f]{10}\\.js$`));
      const tag = html.match(new RegExp(`<script\\b[^>]*enhance-${name}[^>]*>`))?.[0] ?? '';
      expect(tag).toContain('type="module"');
      const script = await request.get(src.slice(1));
      expect(script.status(), src).toBe(200);
      expect(script.headers()['content-type']).toMatch(/javascript/);
      // Standalone: no import of another chunk (React, the router, the site).
      expect(await script.text()).not.toMatch(/\bimport\s*[\s{*("'`]/);
    }
  });
}

for (const route of Object.keys(pageRouteFiles).filter((path) => !enhancedRoutes.has(path))) {
  test(`${route} ships no JavaScript`, async ({ request }) => {
    const { policy, scripts } = await readRoute(request, route);
    expect(scripts).toEqual({
      executable: [],
      inline: [],
      modulePreloads: [],
      routerContext: false,
    });
    expect(shipsNoScript(scripts)).toBe(true);
    expect(policySources(policy, 'script-src')).toEqual(["'none'"]);
  });
}

test('the home loads its enhancement scripts whatever the tab its address names', async ({
  request,
}) => {
  for (const path of ['./?tab=librarians', './?tab=nobody']) {
    const response = await request.get(path);
    const html = await response.text();
    const scripts = readPageScripts(html);
    expect(scripts.routerContext, path).toBe(false);
    expect(scripts.executable, path).toHaveLength(2);
    expectPolicyOfItsScripts(response, html);
  }
});

test('the 404 page ships no JavaScript', async ({ request }) => {
  const response = await request.get('no-such-page');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(shipsNoScript(readPageScripts(html))).toBe(true);
  expectPolicyOfItsScripts(response, html);
  expect(policySources(response.headers()['content-security-policy'], 'script-src')).toEqual([
    "'none'",
  ]);
});
