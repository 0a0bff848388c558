import { expect, test } from '@playwright/test';
import { proxyUnderTest } from './env.ts';

const { url: proxy, realSites } = proxyUnderTest();

const securityHeaders = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

test.describe('nginx in front of the app servers', () => {
  test('serves the INDJECE app under /indjece/ with its assets, hydrated without errors', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const failedAssets: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/indjece/assets/') && response.status() !== 200) {
        failedAssets.push(`${response.status()} ${response.url()}`);
      }
    });

    const response = await page.goto(`${proxy}/indjece/`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/INDJECE/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(failedAssets).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('adds the security headers to pages and errors alike', async ({ request }) => {
    for (const path of ['/indjece/', '/indjece/no-such-page']) {
      const response = await request.get(`${proxy}${path}`);
      const headers = response.headers();
      for (const [name, value] of Object.entries(securityHeaders)) {
        expect(headers[name], `${name} on ${path}`).toBe(value);
      }
      expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(headers.server).toBe('nginx');
    }
  });

  test('redirects a bare journal prefix to the prefix with its slash', async ({ request }) => {
    const response = await request.get(`${proxy}/indjece?year=2025`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toMatch(/\/indjece\/\?year=2025$/);
  });

  test('sends /indjeee/ to the INDJEEE app and every other path to the publisher app', async ({
    request,
  }) => {
    const indjeee = await request.get(`${proxy}/indjeee/archives`);
    const publisher = await request.get(`${proxy}/about`);
    if (realSites.includes('indjeee')) {
      expect(await indjeee.text()).toContain('INDJEEE');
    } else {
      expect(await indjeee.text()).toBe('upstream:indjeee');
    }
    if (realSites.includes('publisher')) {
      expect(await publisher.text()).toContain('About');
    } else {
      expect(await publisher.text()).toBe('upstream:publisher');
    }
  });
});
