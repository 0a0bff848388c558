// `pnpm start`'s composition (src/start.ts, started as its own process): the built apps and the
// design system's static Storybook on one address, the Storybook under /storybook/ with its site
// switcher, and each app's pages under its own prefix.
import { expect, test } from '@playwright/test';
import { startComposition, type RunningComposition } from '../src/composition-process.ts';

let composition: RunningComposition;

test.beforeAll(async () => {
  composition = await startComposition();
});

test.afterAll(async () => {
  await composition?.stop();
});

test('serves the Storybook at /storybook/, a story rendered with the site switcher', async ({
  page,
}) => {
  // Storybook's manager and preview load some 100 files: allow for a loaded machine.
  test.setTimeout(90_000);
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });

  await page.goto(`${composition.origin}/storybook/?path=/story/controls-button--primary`);

  await expect(page.getByRole('button', { name: /Publisher/ })).toBeVisible({ timeout: 30_000 });
  const preview = page.frameLocator('#storybook-preview-iframe');
  await expect(preview.getByRole('button').first()).toBeVisible({ timeout: 30_000 });
  expect(failed).toEqual([]);
});

test('sends /storybook to /storybook/ and keeps the apps under their prefixes', async ({
  request,
}) => {
  const bare = await request.get(`${composition.origin}/storybook?path=/docs`, { maxRedirects: 0 });
  expect(bare.status()).toBe(301);
  expect(bare.headers().location).toBe('/storybook/?path=/docs');

  const stories = await request.get(`${composition.origin}/storybook/index.json`);
  expect(stories.status()).toBe(200);
  expect(Object.keys((await stories.json()).entries).length).toBeGreaterThan(50);

  const journal = await request.get(`${composition.origin}/indjece/`);
  expect(journal.status()).toBe(200);
  expect(await journal.text()).toContain('<title>INDJECE');
});
