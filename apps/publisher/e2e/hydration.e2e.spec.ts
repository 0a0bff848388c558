// Scripts in the browser (docs/adr/014-hydration-per-route.md): no page of the publisher hydrates
// (without a chat provider). A policy page makes the browser load and run no script; the home
// loads only its two enhancement scripts, with which the carousel and the audience tabs work; the
// contact page loads only its form's enhancement script (the busy Send button while it sends, the
// focus on the error summary after) and posts without JavaScript too; none has a CSP violation.
import { cspViolations, recordCspViolations } from '@journals/playwright-config/fixtures';
import { policySources } from '@journals/page-audit/page-scripts';
import { publisher } from '@journals/site-config';
import { expect, test } from './fixtures.ts';

test.describe.configure({ timeout: 90_000 });

test('a policy page loads no script and runs none', async ({ page }) => {
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
});

test('the home loads only its enhancement scripts; the carousel and the tabs work with them', async ({
  page,
}) => {
  await recordCspViolations(page);
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });
  const response = await page.goto('./');
  expect(response?.status()).toBe(200);
  // Its enhancement modules are files of the site: the policy allows those and no inline script.
  expect(policySources(response?.headers()['content-security-policy'], 'script-src')).toEqual([
    "'self'",
  ]);
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
    '/assets/enhance-tabs',
  ]);
  expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
  expect(await cspViolations(page)).toEqual([]);
});

test('the contact page loads only its form script: the Send button is busy while it sends, then the error summary has the focus', async ({
  page,
}) => {
  await recordCspViolations(page);
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });
  expect((await page.goto('contact-us'))?.status()).toBe(200);
  await page.waitForLoadState('load');
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(/^\/assets\/enhance-contact-form-[0-9a-f]{10}\.js$/);
  expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);

  // What the Send button shows once the form is sent: read by a submit listener that runs after
  // the script's, kept in sessionStorage for the answer's page (while the post is under way,
  // Playwright waits for the navigation before it reads the page).
  const form = page.getByRole('form', { name: 'Contact form' });
  const send = form.getByRole('button', { name: /^Send Message/ });
  await expect(send).toHaveAccessibleName('Send Message');
  await form.evaluate((element) => {
    element.addEventListener('submit', () => {
      const button = element.querySelector('button[type="submit"]');
      const spinner = button?.querySelector<HTMLElement>('[data-busy-spinner]');
      const label = button?.querySelector<HTMLElement>('[data-busy-label]');
      sessionStorage.setItem(
        'sendButtonAtSubmit',
        JSON.stringify({
          busy: button?.getAttribute('aria-busy'),
          disabled: button?.getAttribute('aria-disabled'),
          spinner: spinner ? !spinner.hidden : false,
          label: label && !label.hidden ? label.textContent : null,
        }),
      );
    });
  });
  await send.click();
  const summary = page.getByRole('alert');
  await expect(summary).toContainText('Message: Please write your message.');
  await expect(summary).toBeFocused();
  const atSubmit: unknown = JSON.parse(
    (await page.evaluate(() => sessionStorage.getItem('sendButtonAtSubmit'))) ?? 'null',
  );
  expect(atSubmit).toEqual({
    busy: 'true',
    disabled: 'true',
    spinner: true,
    label: ', Preparing your message',
  });

  await form.getByLabel('Message').fill('Hello');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { name: 'Your message is ready to send' })).toBeFocused();
  // The answers to the posts load the same script, and no other.
  expect(
    scripts.every((src) => /^\/assets\/enhance-contact-form-[0-9a-f]{10}\.js$/.test(src)),
  ).toBe(true);
  expect(await cspViolations(page)).toEqual([]);
});
