// The pages that hydrate still do under the apps' Content-Security-Policy through nginx: on a
// journal's paper list (the only pages that hydrate, docs/adr/014-hydration-per-route.md) a
// paper's link followed after load navigates in the page, without a reload, and no violation is
// reported. Every other page is read once in the crawl of every site (sitemaps.crawler: its policy
// allows exactly its own scripts), and loaded in Chromium by its app's routes pass, where any
// console error, a policy violation included, fails the test.
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

const journals = siteApps.filter(({ id }) => siteConfigs[id].kind === 'journal');

for (const { id } of journals) {
  const site = siteConfigs[id];

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
    // it is server HTML, docs/adr/026-one-render-once-mechanism.md).
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
