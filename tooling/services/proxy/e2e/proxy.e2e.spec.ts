// nginx in front of every site's real app server, with the production config: each site's pages
// and assets under its prefix, its own 404 for an unknown path there, the bare journal prefixes
// redirected, the security headers on every answer, and no site showing another's frame.
import { pageMeta, siteConfigs, type SiteConfig } from '@journals/site-config';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { siteApps } from '../src/config.ts';
import { proxyUnderTest } from './env.ts';

const { url: proxy } = proxyUnderTest();

const securityHeaders = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** Links of the publisher's own frame: a journal page must have none of them. */
const publisherFrameLinks = 'a[href="/about"], a[href="/for-authors"], a[href="/journals"]';

/** Opens the site's home: 200, its title, one h1, every asset under its prefix 200, no error. */
async function expectHomeServed(page: Page, prefix: string, site: SiteConfig): Promise<void> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const failedAssets: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes(`${prefix}assets/`) && response.status() !== 200) {
      failedAssets.push(`${response.status()} ${response.url()}`);
    }
  });

  const response = await page.goto(`${proxy}${prefix}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(pageMeta(site, '/').title);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(failedAssets).toEqual([]);
  expect(errors).toEqual([]);
}

/** Opens an unknown path under the site's prefix: 404, the site's own not-found page. */
async function expectOwnNotFound(page: Page, prefix: string, site: SiteConfig): Promise<void> {
  const response = await page.goto(`${proxy}${prefix}no-such-page`);
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(pageMeta(site, '/no-such-page').title);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
}

for (const { id, prefix } of siteApps) {
  const site = siteConfigs[id];

  test.describe(`${site.names.acronym} at ${prefix}`, () => {
    if (site.kind === 'journal') {
      test('serves its home with its assets (if it hydrates), without errors, in its journal frame', async ({
        page,
      }) => {
        await expectHomeServed(page, prefix, site);
        await expect(page.locator(publisherFrameLinks)).toHaveCount(0);
        await expect(page.getByRole('banner').getByText('Author Login').first()).toBeAttached();
      });

      test('answers an unknown path under its prefix with its own 404 page, in its journal frame', async ({
        page,
      }) => {
        await expectOwnNotFound(page, prefix, site);
        await expect(page.locator(publisherFrameLinks)).toHaveCount(0);
      });
    } else {
      test("serves its home with its assets (if it hydrates), without errors, in the publisher's frame", async ({
        page,
      }) => {
        await expectHomeServed(page, prefix, site);
        await expect(page.getByText('Author Login')).toHaveCount(0);
        await expect(page.getByPlaceholder('Enter email address')).toHaveCount(0);
        await expect(page.locator(publisherFrameLinks).first()).toBeAttached();
      });

      test("answers an unknown path under its prefix with its own 404 page, in the publisher's frame", async ({
        page,
      }) => {
        await expectOwnNotFound(page, prefix, site);
        await expect(page.locator(publisherFrameLinks).first()).toBeAttached();
      });
    }

    test('adds the security headers to pages and errors alike', async ({ request }) => {
      for (const path of [prefix, `${prefix}no-such-page`]) {
        const response = await request.get(`${proxy}${path}`);
        const headers = response.headers();
        for (const [name, value] of Object.entries(securityHeaders)) {
          expect(headers[name], `${name} on ${path}`).toBe(value);
        }
        expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
        expect(headers.server).toBe('nginx');
      }
    });

    if (prefix !== '/') {
      test('redirects its bare prefix to the prefix with its slash, keeping the query', async ({
        request,
      }) => {
        const bare = prefix.slice(0, -1);
        const response = await request.get(`${proxy}${bare}?year=2025`, { maxRedirects: 0 });
        expect(response.status()).toBe(301);
        expect(response.headers().location).toMatch(new RegExp(`${prefix}\\?year=2025$`));
      });
    }
  });
}
