// Hydration in the browser (docs/adr/014-hydration-per-route.md): a policy page makes the browser
// load and run no script; the home loads only its two enhancement scripts, with which the
// carousel and the audience tabs work, and no CSP violation; the contact page loads the app and
// hydrates, and from there a link to a text page navigates in the page, and one to the home too
// (React then renders it and runs the same enhancements).
import { publisher } from '@journals/site-config';
import { expect, test } from './fixtures.ts';

// Runs in the page before its own scripts: every Content Security Policy violation it reports.
const violationRecorder = `
  window.cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.cspViolations.push(event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline'));
  });
`;

test.describe.configure({ timeout: 90_000 });

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

test('the home loads only its enhancement scripts; the carousel and the tabs work with them', async ({
  page,
  pageErrors,
}) => {
  await page.addInitScript({ content: violationRecorder });
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });
  const response = await page.goto('./');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("'strict-dynamic'");
  // The carousel's controls are revealed by its script.
  await page.getByRole('button', { name: 'Pause slideshow' }).click();
  await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  await page.getByRole('button', { name: 'Next slide' }).click();
  await expect(page.getByRole('group', { name: '2 of 3' })).toBeVisible();
  await expect(page.getByRole('group', { name: '1 of 3' })).toBeHidden();
  await page.getByRole('button', { name: 'Previous slide' }).click();
  await page.getByRole('button', { name: 'Previous slide' }).click();
  await expect(page.getByRole('group', { name: '3 of 3' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Slide 3 of 3/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  // The tabs switch in place: no new document, the address replaced.
  const documents: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'document') documents.push(sent.url());
  });
  const tabs = publisher.audienceTabs;
  await page.getByRole('tab', { name: tabs[2]!.label }).click();
  await expect(page.getByRole('tab', { name: tabs[2]!.label })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page).toHaveURL(new RegExp(`\\?tab=${tabs[2]!.value}`));
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  expect(documents).toEqual([]);
  await page.waitForLoadState('load');
  expect(scripts).toHaveLength(2);
  expect(scripts.map((path) => path.replace(/-[0-9a-f]{10}\.js$/, ''))).toEqual([
    '/assets/enhance-hero-carousel',
    '/assets/enhance-audience-tabs',
  ]);
  expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
  expect(await page.evaluate('window.cspViolations')).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('the contact page hydrates; from there a text page and the home open in the page', async ({
  page,
  pageErrors,
}) => {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.goto('contact-us');
  expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(true);
  documents.length = 0;
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Home' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  // Rendered by React, the home runs the same enhancements on its markup.
  await page.getByRole('button', { name: 'Pause slideshow' }).click();
  await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  await page.getByRole('tab', { name: publisher.audienceTabs[0]!.label }).focus();
  await page.keyboard.press('ArrowRight');
  const second = page.getByRole('tab', { name: publisher.audienceTabs[1]!.label });
  await expect(second).toBeFocused();
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(new RegExp(`\\?tab=${publisher.audienceTabs[1]!.value}$`));
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  expect(documents).toEqual([]);
  expect(pageErrors).toEqual([]);
});
