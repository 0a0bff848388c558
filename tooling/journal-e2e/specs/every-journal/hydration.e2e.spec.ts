// Hydration in the browser (docs/adr/014-hydration-per-route.md): an information page makes the
// browser load and run no script at all; a paper list loads the app and hydrates (its Share
// dialog opens), and from there a link to an information page is a client navigation.
import { expect, test } from '../../src/fixtures.ts';
import { listPath } from '../../src/paper-addresses.ts';
import { firstSlot } from '../../src/reference-data.ts';

test.describe.configure({ timeout: 90_000 });

test('a policy page loads no script and runs none', async ({ page, pageErrors }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const response = await page.goto('peer-review-policy');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('load');
  expect(scripts).toEqual([]);
  const running = await page.evaluate(() =>
    [...document.scripts]
      .filter((script) => script.type !== 'application/ld+json')
      .map((script) => script.src || script.text.slice(0, 60)),
  );
  expect(running).toEqual([]);
  expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
  expect(pageErrors).toEqual([]);
});

test('a paper list loads the app and hydrates: its Share dialog opens, and a link to an information page then navigates in the page', async ({
  page,
  request,
  pageErrors,
}) => {
  const scripts: string[] = [];
  const documents: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(sent.url());
    if (sent.resourceType() === 'document') documents.push(sent.url());
  });
  await page.goto(listPath('archives', await firstSlot(request)));
  expect(scripts.length).toBeGreaterThan(0);
  // The Share button is rendered by the hydrated app only.
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  documents.length = 0;
  await page.getByRole('contentinfo').getByRole('link', { name: 'Peer Review Policy' }).click();
  await expect(page).toHaveURL(/peer-review-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Peer Review');
  expect(documents).toEqual([]);
  expect(pageErrors).toEqual([]);
});
