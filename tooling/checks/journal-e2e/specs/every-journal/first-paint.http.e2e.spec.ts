// A page that hydrates (a paper list) is read before it runs: its head asks for the site's
// stylesheet and for no module of the app, and its module script comes after the content, so a
// phone paints the list without fetching or compiling some 160 KB of JavaScript first (the server
// entry leaves out React Router's modulepreload links: docs/adr/022).
import { readPageScripts } from '@journals/page-audit/page-scripts';
import { expect, test } from '../../src/fixtures.ts';
import { firstSlot } from '../../src/reference-data.ts';

test('a paper list asks for its stylesheet and no module before its content', async ({
  request,
  site,
}) => {
  const slot = await firstSlot(request);
  const path = `archives/paperlist?year=${slot.year}&volume=${slot.volume}&issue=${slot.issue}`;
  const response = await request.get(site.url(path));
  expect(response.status()).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const links = head.match(/<link\b[^>]*>/g) ?? [];

  expect(links.find((tag) => /rel="stylesheet"/.test(tag))).toBeDefined();
  expect(readPageScripts(html).modulePreloads).toEqual([]);
  expect(head).not.toMatch(/<script\b(?![^>]*application\/ld\+json)/);
  // The app's module script (React Router's) is after the list's content.
  const moduleScript = html.search(/<script\b[^>]*type="module"/);
  expect(moduleScript).toBeGreaterThan(html.indexOf('</main>'));
});
