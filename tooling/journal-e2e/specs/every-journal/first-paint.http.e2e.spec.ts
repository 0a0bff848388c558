// A page that hydrates (a paper list) is read before it runs: its head asks for the site's
// stylesheet before any module of the app, and every module preload is at low priority, so a
// phone on a slow network paints the list without waiting for some 150 KB of JavaScript
// (React hoists React Router's modulepreload links to the top of the head; the stylesheet has a
// precedence and the server entry lowers the preloads' priority).
import { expect, test } from '../../src/fixtures.ts';
import { firstSlot } from '../../src/reference-data.ts';

test('a paper list asks for its stylesheet first and its modules at low priority', async ({
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
  const stylesheet = links.findIndex((tag) => /rel="stylesheet"/.test(tag));
  const preloads = links.filter((tag) => /rel="modulepreload"/.test(tag));

  expect(stylesheet).toBeGreaterThanOrEqual(0);
  expect(preloads.length).toBeGreaterThan(5);
  expect(links.slice(0, stylesheet).filter((tag) => /rel="modulepreload"/.test(tag))).toEqual([]);
  expect(preloads.filter((tag) => !tag.includes('fetchpriority="low"'))).toEqual([]);
  // Nothing else is lowered: the stylesheet keeps its priority.
  expect(links[stylesheet]).not.toContain('fetchpriority');
});
