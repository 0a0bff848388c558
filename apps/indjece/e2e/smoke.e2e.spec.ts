import { expect, test } from './fixtures.ts';

test('the home page is server-rendered with its title and heading', async ({ page, pageErrors }) => {
  const response = await page.goto('./');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/INDJECE/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(pageErrors).toEqual([]);
});
