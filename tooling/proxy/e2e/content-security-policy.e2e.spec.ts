// Every page route of every site, in Chromium through nginx, under the apps' Content-Security-Policy:
// no violation reported (securitypolicyviolation events, console errors naming the policy), and
// the pages that hydrate still do: on a journal's paper list (the only pages that hydrate,
// docs/adr/014-hydration-per-route.md) a paper's link followed after load navigates in the page,
// without a reload.
import { cspViolations, recordCspViolations } from '@journals/playwright-config/fixtures';
import { siteConfigs } from '@journals/site-config';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { siteApps } from '../src/config.ts';
import { proxyUnderTest } from './env.ts';
import { sitePages } from './site-pages.ts';

const { url: proxy } = proxyUnderTest();

test.describe.configure({ timeout: 300_000 });

/** Records every violation the page reports from its first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      consoleErrors.push(message.text());
    }
  });
  await recordCspViolations(page);
  return consoleErrors;
}

for (const { id } of siteApps) {
  const site = siteConfigs[id];

  test(`${site.names.acronym}: no page breaks the Content-Security-Policy`, async ({ page }) => {
    const found = (await sitePages(proxy)).find((pages) => pages.id === id);
    expect(found?.missing, 'routes the sampler found no page of').toEqual([]);
    const consoleErrors = await watchViolations(page);
    const violations: string[] = [];
    for (const [route, url] of found?.pages ?? []) {
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      const reported = await cspViolations(page);
      violations.push(...reported.map((violation) => `${route}: ${violation}`));
    }
    expect(found?.pages.size).toBeGreaterThan(10);
    expect(violations).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  if (site.kind !== 'journal') continue;

  test(`${site.names.acronym}: a paper list hydrates under the policy (a link navigates without a reload)`, async ({
    page,
  }) => {
    const found = (await sitePages(proxy)).find((pages) => pages.id === id);
    const list = found?.pages.get('/archives/paperlist');
    expect(list, 'a paper list the sampler found').toBeDefined();
    const consoleErrors = await watchViolations(page);
    await page.goto(list!);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate("'__reactRouterContext' in window")).toBe(true);
    await page.evaluate('window.loadedOnce = true');
    // A paper's title in the list: the list's own links navigate in the page (the frame around
    // it is server HTML, docs/adr/018-static-frame-on-hydrating-pages.md).
    const link = page.getByRole('article').first().getByRole('heading').getByRole('link');
    const href = await link.getAttribute('href');
    expect(href).toMatch(new RegExp(`^${site.prefix}`));
    await link.click();
    await expect(page).toHaveURL(`${proxy}${href}`);
    // Still the same document: React Router navigated in the page.
    expect(await page.evaluate('window.loadedOnce === true')).toBe(true);
    expect(await cspViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}
