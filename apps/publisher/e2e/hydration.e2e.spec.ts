// Hydration in the browser (docs/adr/014-hydration-per-route.md): a policy page makes the browser
// load and run no script; the home loads the app and hydrates (its slideshow's Pause button,
// rendered by the script, works), and from there a link to a text page navigates in the page.
import { expect, test } from './fixtures.ts';

test('a policy page loads no script and runs none', async ({ page, pageErrors }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  expect((await page.goto('privacy-policy'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('load');
  expect(scripts).toEqual([]);
  expect(
    await page.evaluate(
      () => [...document.scripts].filter((script) => script.type !== 'application/ld+json').length,
    ),
  ).toBe(0);
  expect(pageErrors).toEqual([]);
});

test('the home hydrates, and a link to a text page then navigates in the page', async ({
  page,
  pageErrors,
}) => {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.goto('./');
  await page.getByRole('button', { name: 'Pause slideshow' }).click();
  await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  documents.length = 0;
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(documents).toEqual([]);
  expect(pageErrors).toEqual([]);
});
