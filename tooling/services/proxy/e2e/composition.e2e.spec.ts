// `pnpm start`'s composition (src/start.ts, started as its own process): the built apps and the
// design system's static Storybook on one address, the Storybook under /storybook/ with its site
// switcher, and each app's pages under its own prefix.
import { securityHeaders } from '@journals/app-server/security-headers';
import { expect, test } from './fixtures.ts';
import { startComposition, type RunningComposition } from '../src/composition-process.ts';
import { siteApps } from '../src/config.ts';
import { expectPagePolicy } from './page-policy.ts';

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
  // Storybook's manager and preview load some 100 files, and the toolbar's site switcher appears
  // only once the preview has loaded and sent its globals: allow for a machine loaded by other
  // suites, and wait for the preview before the switcher it feeds.
  test.setTimeout(180_000);
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });

  await page.goto(`${composition.origin}/storybook/?path=/story/controls-button--primary`);

  const preview = page.frameLocator('#storybook-preview-iframe');
  await expect(preview.getByRole('button').first()).toBeVisible({ timeout: 120_000 });
  await expect(page.getByRole('button', { name: /Publisher/ })).toBeVisible({ timeout: 30_000 });
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

test("serves every app through the apps' own server: health, readiness, security headers", async ({
  request,
}) => {
  for (const { prefix } of siteApps) {
    expect((await request.get(`${composition.origin}${prefix}healthz`)).status()).toBe(200);
    expect((await request.get(`${composition.origin}${prefix}readyz`)).status()).toBe(200);
    const page = await request.get(`${composition.origin}${prefix}`);
    const headers = page.headers();
    for (const { name, value } of securityHeaders) expect(headers[name.toLowerCase()]).toBe(value);
    // Scripts by hash: the page's inline scripts' and the site's own files, or none.
    const html = await page.text();
    expectPagePolicy(headers['content-security-policy'], html, prefix);
    expect(headers['strict-transport-security']).toBeUndefined();
    // Addresses name the composition's own origin (its default PUBLIC_ORIGIN).
    expect(html).toContain(`<link rel="canonical" href="${composition.origin}${prefix}"`);
  }
});
