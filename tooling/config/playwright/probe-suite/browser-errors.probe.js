// Tests of the automatic browser-error check, against the pages of test/browser-errors.test.js's
// server (PROBE_ORIGIN). Their titles say whether each must pass or fail.
import { expect } from '@playwright/test';
import { appTest } from '../fixtures.js';

const test = appTest(() => `${process.env.PROBE_ORIGIN}/`);

test('passes: a page with no error', async ({ page }) => {
  await page.goto('clean');
  await expect(page.getByRole('heading')).toHaveText('Clean');
});

test('fails: a console error the test did not declare', async ({ page }) => {
  await page.goto('console-error');
  await expect(page.getByRole('heading')).toHaveText('Console error');
});

test('passes: the same console error, declared word for word', async ({ page, browserErrors }) => {
  browserErrors.expect(`boom [${process.env.PROBE_ORIGIN}/console-error]`);
  await page.goto('console-error');
  await expect(page.getByRole('heading')).toHaveText('Console error');
});

test('fails: a declared error that never comes', async ({ page, browserErrors }) => {
  browserErrors.expect(`boom [${process.env.PROBE_ORIGIN}/console-error]`);
  await page.goto('clean');
  await expect(page.getByRole('heading')).toHaveText('Clean');
});

test('fails: a request of our own that gets a 404', async ({ page }) => {
  await page.goto('missing-image');
  await expect(page.getByRole('heading')).toHaveText('Missing image');
});

test('fails: an inline script the policy blocks', async ({ page }) => {
  await page.goto('blocked-script');
  await expect(page.getByRole('heading')).toHaveText('Blocked script');
});

test('fails: an uncaught exception in a second tab', async ({ context }) => {
  const tab = await context.newPage();
  await tab.goto(`${process.env.PROBE_ORIGIN}/uncaught`);
  await expect(tab.getByRole('heading')).toHaveText('Uncaught');
});
