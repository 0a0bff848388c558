// Hydration in the browser (docs/adr/014-hydration-per-route.md): a policy page makes the browser
// load and run no script; the contact page loads only its form's enhancement script (the busy
// Send button while it sends, the focus on the error summary after), with no CSP violation, and
// posts without JavaScript too; the home loads the app and hydrates (its slideshow's Pause
// button, rendered by the script, works), and from there a link to a text page navigates in the
// page.
import { expect, test } from './fixtures.ts';

// Runs in the page before its own scripts: every Content Security Policy violation it reports.
const violationRecorder = `
  window.cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.cspViolations.push(event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline'));
  });
`;

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

test('the contact page loads only its form script: the Send button is busy while it sends, then the error summary has the focus', async ({
  page,
  pageErrors,
}) => {
  await page.addInitScript({ content: violationRecorder });
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });
  expect((await page.goto('contact-us'))?.status()).toBe(200);
  await page.waitForLoadState('load');
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(/^\/assets\/enhance-contact-form-[0-9a-f]{10}\.js$/);
  expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);

  // Hold the post until the busy button has been seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/contact-us$/, async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  const form = page.getByRole('form', { name: 'Contact form' });
  const send = form.getByRole('button', { name: /^Send Message/ });
  await expect(send).toHaveAccessibleName('Send Message');
  await send.click();
  await expect(send).toHaveAttribute('aria-busy', 'true');
  await expect(send).toHaveAccessibleName(/^Send Message ?, Preparing your message$/);
  release();
  const summary = page.getByRole('alert');
  await expect(summary).toContainText('Message: Please write your message.');
  await expect(summary).toBeFocused();

  await form.getByLabel('Message').fill('Hello');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { name: 'Your message is ready to send' })).toBeFocused();
  expect(await page.evaluate('window.cspViolations')).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('the home hydrates, and a link to a text page then navigates in the page', async ({
  page,
  pageErrors,
}) => {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.goto('./');
  await page.getByRole('button', { name: 'Pause slideshow' }).click();
  await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  documents.length = 0;
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(documents).toEqual([]);
  expect(pageErrors).toEqual([]);
});
