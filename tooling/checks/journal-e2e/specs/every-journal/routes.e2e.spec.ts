// Every page route of the journal, at 1280 px (desktop) and at 360 px (phone): served with its
// status and the title its config (or the item it shows) gives, one h1, no browser error (the
// fixture's check), no axe violation, no control that cuts its text, and no request to any other origin (the API's
// included: its files are served under the journal's prefix).
import type { Page } from '@playwright/test';
import { cutControls } from '../../src/cut-controls.ts';
import { axeViolations, expect as baseExpect, test } from '../../src/fixtures.ts';
import { routeCases, unresolvedRoutes, type RoutePage } from '../../src/route-cases.ts';

// The machines running these tests are shared and often busy: generous waits, same checks.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

/** A text as `toHaveText` compares it: no zero-width or soft hyphen, whitespace collapsed. */
const normalised = (text: string) =>
  text
    .replace(/[\u200b\u00ad]/g, '')
    .trim()
    .replace(/\s+/g, ' ');

/** What the page shows: the texts of its h1 elements and the contents of its meta descriptions. */
async function shownParts(page: Page) {
  return {
    h1: (await page.getByRole('heading', { level: 1 }).allTextContents()).map(normalised),
    description: await page
      .locator('meta[name="description"]')
      .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content'))),
  };
}

/**
 * What the case says the page shows, of the parts it names: the text of its one h1 (when the
 * route says what it is), its one meta description (when the route's config gives it).
 */
function namedParts({ h1, description }: RoutePage) {
  return {
    ...(h1 === undefined ? {} : { h1: [normalised(h1)] }),
    ...(description === undefined ? {} : { description: [description] }),
  };
}

test('every route with parameters has a case that finds its page', () => {
  expect(unresolvedRoutes).toEqual([]);
  expect(routeCases.length).toBeGreaterThan(40);
});

for (const [route, resolve] of routeCases) {
  test(`${route} is served with its title, one h1 and no accessibility violation`, async ({
    page,
    request,
    site,
  }) => {
    const expected = await resolve(request, site.config);
    const elsewhere: string[] = [];
    page.on('request', (sent) => {
      const { protocol, origin } = new URL(sent.url());
      if (protocol.startsWith('http') && origin !== site.origin) elsewhere.push(sent.url());
    });
    const response = await page.goto(expected.path);
    expect(response?.status()).toBe(expected.status);
    // Served at that address (no redirect).
    expect(page.url()).toBe(site.url(expected.path));
    await expect(page).toHaveTitle(expected.title);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveCount(1);
    await expect(h1).toBeVisible();
    await expect.poll(() => shownParts(page)).toMatchObject(namedParts(expected));
    expect(await axeViolations(page)).toEqual([]);
    expect(await cutControls(page)).toEqual([]);
    expect(elsewhere).toEqual([]);
  });
}
