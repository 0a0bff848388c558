// Hydration in the browser (docs/adr/014-hydration-per-route.md): an information page makes the
// browser load and run no script at all; a paper details page loads only its enhancement script,
// and its Copy buttons work with it; with a section, or on the ethics page with a target, the
// scroll script brings that section into view with the focus on it; the contact page loads only
// its form's script (the busy Send button, the focus on the error summary); each stays usable
// without JavaScript, and no script breaks the CSP. A paper list loads the app and hydrates (its
// Share dialog opens), and from there a link to an information page is a client navigation;
// styled-components in the browser takes over the server's rules and compiles none again.
import { cspViolations, recordCspViolations } from '@journals/playwright-config/fixtures';
import { policySources } from '@journals/page-audit/page-scripts';
import type { Page } from '@playwright/test';
import { expect, holdClock, journalUnderTest, test } from '../../src/fixtures.ts';
import { detailsPath, listPath } from '../../src/paper-addresses.ts';
import { firstArticle, firstSlot } from '../../src/reference-data.ts';

test.describe.configure({ timeout: 90_000 });

const journal = journalUnderTest();

/** Records the page's script requests (their paths) and CSP violations from before it loads. */
async function watchScripts(page: Page): Promise<string[]> {
  await recordCspViolations(page);
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });
  return scripts;
}

const enhancementScript = (name: string) =>
  new RegExp(`/assets/enhance-${name}-[0-9a-f]{10}\\.js$`);

test('a policy page loads no script and runs none', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const response = await page.goto('peer-review-policy');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('load');
  expect(scripts).toEqual([]);
  const running = await page.evaluate(() =>
    [...document.scripts]
      .filter((script) => script.type !== 'application/ld+json')
      .map((script) => script.src || script.text.slice(0, 60)),
  );
  expect(running).toEqual([]);
  expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
});

test('a details page loads only its enhancement script, and Copy puts the citation on the clipboard', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.install();
  await recordCspViolations(page);
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });
  const paper = await firstArticle(request, await firstSlot(request));
  const response = await page.goto(detailsPath('archives', paper));
  expect(response?.status()).toBe(200);
  // Its enhancement modules are files of the site: the policy allows those and no inline script.
  expect(policySources(response?.headers()['content-security-policy'], 'script-src')).toEqual([
    "'self'",
  ]);
  const howToCite = page.getByRole('region', { name: 'How to cite' });
  const copy = howToCite.getByRole('button', { name: 'Copy the APA (7th edition) citation' });
  await expect(copy).toBeVisible();
  await page.waitForLoadState('load');
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(/\/assets\/enhance-copy-buttons-[0-9a-f]{10}\.js$/);
  expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);

  const apa = howToCite.getByRole('heading', { level: 4, name: 'APA (7th edition)' });
  const text = (await apa.locator('xpath=following-sibling::p[1]').textContent()) ?? '';
  expect(text).toContain(paper.title);
  // The page's time moves only when the test says: 'Copied' is seen however busy the machine.
  await holdClock(page);
  await copy.click();
  const copied = howToCite.getByRole('button', { name: 'Copied the APA (7th edition) citation' });
  await expect(copied).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'APA (7th edition) citation copied' }),
  ).toHaveCount(1);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
  await page.clock.runFor(2_000);
  await expect(copy).toBeVisible();
  expect(scripts).toHaveLength(1);
  expect(await cspViolations(page)).toEqual([]);
});

test('a details page with a section loads only its enhancement scripts, which focus that section', async ({
  page,
  request,
}) => {
  const scripts = await watchScripts(page);
  const paper = await firstArticle(request, await firstSlot(request));
  const response = await page.goto(detailsPath('archives', paper, 'References'));
  expect(response?.status()).toBe(200);
  await expect(page.locator('#references')).toBeFocused();
  await expect(page.locator('#references')).toBeInViewport();
  await page.waitForLoadState('load');
  expect(scripts).toHaveLength(2);
  expect(scripts[0]).toMatch(enhancementScript('copy-buttons'));
  expect(scripts[1]).toMatch(enhancementScript('scroll-target'));
  expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
  expect(await cspViolations(page)).toEqual([]);
});

test('the ethics page with a target loads only the scroll script, which brings that section into view and focus', async ({
  page,
}) => {
  const scripts = await watchScripts(page);
  const [target] = journal.ethicsTargets;
  expect((await page.goto(`ethics?target=${target}`))?.status()).toBe(200);
  const id = await page.getByRole('main').getAttribute('data-scroll-target');
  expect(id).toBeTruthy();
  const section = page.locator(`h2#${id}`);
  await expect(section).toBeFocused();
  await expect(section).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.waitForLoadState('load');
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(enhancementScript('scroll-target'));
  expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
  expect(await cspViolations(page)).toEqual([]);
});

test('the contact page loads only its form script: the Send button is busy while it sends, then the error summary has the focus', async ({
  page,
}) => {
  const scripts = await watchScripts(page);
  expect((await page.goto('contact-us'))?.status()).toBe(200);
  await page.waitForLoadState('load');
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(enhancementScript('contact-form'));
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
  await form.getByLabel('Email').fill('not-an-address');
  await send.click();
  const summary = page.getByRole('alert');
  await expect(summary).toContainText('Please write your message.');
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
  await expect(form.getByRole('button', { name: 'Send Message' })).not.toHaveAttribute(
    'aria-busy',
    'true',
  );
  // The answer to the post loads the same script, and no other.
  expect(scripts.every((src) => enhancementScript('contact-form').test(src))).toBe(true);
  expect(await cspViolations(page)).toEqual([]);
});

test('without JavaScript these pages stay usable: the sections are there, the form posts', async ({
  browser,
  baseURL,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const paper = await firstArticle(request, await firstSlot(request));
  await page.goto(detailsPath('archives', paper, 'References'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(paper.title);
  await expect(page.getByRole('heading', { level: 2, name: 'References' })).toBeAttached();
  await page.goto(`ethics?target=${journal.ethicsTargets[0]}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const id = await page.getByRole('main').getAttribute('data-scroll-target');
  await expect(page.locator(`h2#${id}`)).toBeAttached();
  await page.goto('contact-us');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alert')).toContainText('Please write your message.');
  await context.close();
});

test('a paper list loads the app and hydrates: its Share dialog opens, a paper link navigates in the page, and the frame stays server HTML whose links load their page', async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  const documents: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(sent.url());
    if (sent.resourceType() === 'document') documents.push(sent.url());
  });
  await page.goto(listPath('archives', await firstSlot(request)));
  expect(scripts.length).toBeGreaterThan(0);
  // The Share button is rendered by the hydrated app only.
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A paper's title, in the app's part of the page: a client navigation, no document.
  documents.length = 0;
  const title = page.getByRole('article').first().getByRole('heading').getByRole('link');
  const address = new URL((await title.getAttribute('href')) ?? '', page.url()).href;
  await title.click();
  await expect(page).toHaveURL(address);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(documents).toEqual([]);

  // The frame is the server's HTML, not hydrated (docs/adr/026-one-render-once-mechanism.md):
  // a footer link loads its page.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Peer Review Policy' }).click();
  await expect(page).toHaveURL(/peer-review-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Peer Review');
  expect(documents).toHaveLength(1);
});

test("a paper list hydrates on the server's class names: styled-components takes over the server's rules and compiles none of its own", async ({
  page,
  request,
}) => {
  const path = listPath('archives', await firstSlot(request));
  // The rules of the server's <style data-styled>, as styled-components' browser side reads them.
  const html = await (await request.get(path)).text();
  const styleText = /<style[^>]*data-styled[^>]*>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
  const serverRules = new Set(
    styleText
      .split('/*!sc*/')
      .map((part) => part.trim())
      .filter((part) => part && !part.startsWith('data-styled.')),
  );
  expect(serverRules.size).toBeGreaterThan(50);
  await page.addInitScript(() => {
    const inserted: string[] = [];
    Object.assign(window, { insertedRules: inserted });
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
      inserted.push(rule);
      return insertRule.call(this, rule, index);
    };
  });
  await page.goto(path);
  // Hydrated: the Share button is the app's.
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
  const inserted = await page.evaluate(
    () => (window as unknown as { insertedRules: string[] }).insertedRules,
  );
  // Every rule the browser put into its sheet is one of the server's: the components got the
  // server's class names (the same componentId in both builds) and none was compiled again.
  expect(inserted.filter((rule) => !serverRules.has(rule))).toEqual([]);
  expect(inserted.length).toBe(serverRules.size);
});
