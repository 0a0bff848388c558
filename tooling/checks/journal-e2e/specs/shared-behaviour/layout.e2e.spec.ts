// The page frame of the journal: header menus and the phone menu, footer, newsletter box, side
// column, scrolling, the home background and what the frame loads. The frame is server HTML on
// every page, also on one that hydrates (a paper list: docs/adr/014-hydration-per-route.md,
// docs/adr/026-one-render-once-mechanism.md): its menus work there as they do without a
// script (menus-without-javascript.e2e.spec.ts), beside a running app, and its links load their
// page. What the app adds (scrolling to the main container after a client navigation) is tried
// on the list.
import { desktopOnly, phoneOnly } from '@journals/playwright-config';
import type { APIRequestContext, Locator } from '@playwright/test';
import {
  axeViolations,
  expect as baseExpect,
  escapeRegExp,
  journalUnderTest,
  test,
} from '../../src/fixtures.ts';
import { listPath } from '../../src/paper-addresses.ts';
import { firstSlot } from '../../src/reference-data.ts';

// The machines running these tests are shared and often busy: generous waits, same checks.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const journal = journalUnderTest();
const prefix = journal.prefix;
const at = (path: string) => new RegExp(`${escapeRegExp(`${prefix}${path}`)}$`);

/** A page that hydrates, a paper list: the app runs there, the frame stays server HTML. */
const hydratingPage = async (request: APIRequestContext) =>
  listPath('archives', await firstSlot(request));

/** Where the element is drawn; an element that is not laid out is an error, not a pass. */
async function layoutBox(element: Locator) {
  const box = await element.boundingBox();
  if (!box) throw new Error(`${element.toString()} must be laid out`);
  return box;
}

test.describe('header', () => {
  test('offers the skip link first', async ({ page }) => {
    await page.goto('aim-and-scope');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });

  test('has every menu in the page', async ({ page }) => {
    await page.goto('./');
    const html = await page.getByRole('banner').innerHTML();
    for (const path of [
      'aim-and-scope',
      'FAQs',
      'journal-publishing-process',
      'conference-procedings',
      'publications',
      'blogs',
      'contact-us',
    ]) {
      expect(html).toContain(`href="${prefix}${path}"`);
    }
  });

  // Desktop: dropdown menus in the bar. Phone (360 px): a full-screen overlay menu.
  test(
    'a link in the phone menu, a full-screen overlay, leads to its page, and the menu closes',
    { tag: phoneOnly },
    async ({ page, request }) => {
      await page.goto(await hydratingPage(request));
      await page.getByRole('button', { name: 'Menu' }).click();
      const menu = page.getByRole('dialog', { name: journal.names.acronym });
      await expect(menu).toBeVisible();
      const box = await menu.boundingBox();
      expect(box?.width).toBe(360);
      expect(await axeViolations(page)).toEqual([]);
      await menu.locator('summary', { hasText: 'For Authors' }).click();
      await menu.getByRole('link', { name: 'Call for Papers' }).click();
      await expect(page).toHaveURL(at('call-for-papers'));
      await expect(menu).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Call for Papers');
    },
  );

  test(
    'a link in a dropdown menu of the bar leads to its page, and the menu closes',
    { tag: desktopOnly },
    async ({ page, request }) => {
      await page.goto(await hydratingPage(request));
      const nav = page.getByRole('navigation', { name: 'Main' }).first();
      await nav.getByRole('button', { name: 'About Us' }).click();
      await nav.getByRole('link', { name: 'Editorial Board' }).click();
      await expect(page).toHaveURL(at('editorial-board'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Editorial Board');
      await expect(nav.getByRole('link', { name: 'Editorial Board' })).toBeHidden();
    },
  );

  test(
    'the phone menu closes with its Close button and with Escape, which gives focus back to its button',
    { tag: phoneOnly },
    async ({ page, request }) => {
      await page.goto(await hydratingPage(request));
      const toggle = page.getByRole('button', { name: 'Menu' });
      const menu = page.getByRole('dialog', { name: journal.names.acronym });
      await toggle.click();
      await menu.getByRole('button', { name: 'Close menu' }).click();
      await expect(menu).toBeHidden();
      await toggle.click();
      await expect(menu).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();
    },
  );

  test(
    'a dropdown menu of the bar, opened from the keyboard, closes with Escape and gives focus back to its button',
    { tag: desktopOnly },
    async ({ page, request }) => {
      await page.goto(await hydratingPage(request));
      const nav = page.getByRole('navigation', { name: 'Main' }).first();
      const trigger = nav.getByRole('button', { name: 'For Authors' });
      await trigger.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      const first = nav.getByRole('link', { name: 'Journal Publishing Process' });
      await expect(first).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(first).toBeHidden();
      await expect(trigger).toBeFocused();
    },
  );
});

test.describe('footer', () => {
  test('opens the legal pages in a new tab', async ({ page }) => {
    await page.goto('./');
    const footer = page.getByRole('contentinfo');
    for (const name of ['Privacy Policy', 'Terms and Conditions', 'Refund Policy']) {
      const link = footer.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('href', new RegExp(`^${prefix}`));
    }
  });

  test('gives a phone link and the social links', async ({ page }) => {
    await page.goto('./');
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator('a[href^="tel:+"]')).toBeVisible();
    const social = footer.getByRole('list', { name: 'Social media' }).getByRole('link');
    await expect(social).toHaveCount(journal.social.length);
  });

  test('the newsletter Join only clears the field', async ({ page }) => {
    const requests: string[] = [];
    await page.goto('aim-and-scope');
    page.on('request', (request) => requests.push(request.url()));
    const field = page.getByPlaceholder('Enter email address');
    await expect(field).toHaveAttribute('type', 'email');
    await field.fill('reader@example.org');
    await page.getByRole('button', { name: 'Join' }).click();
    await expect(field).toHaveValue('');
    await field.fill('reader@example.org');
    await field.press('Enter');
    await expect(page).toHaveURL(at('aim-and-scope'));
    await expect(field).toHaveValue('reader@example.org');
    expect(requests.filter((url) => url.includes('reader'))).toEqual([]);
  });
});

test.describe('side column', () => {
  test('offers submission, quick links, downloads and policies', async ({ page }) => {
    await page.goto('aim-and-scope');
    const side = page.getByRole('complementary', { name: 'Journal links' });
    await expect(side.getByRole('heading', { name: 'Ready to Submit?' })).toBeVisible();
    const submit = side.getByRole('link', { name: /^Submit Your Paper/ });
    await expect(submit).toHaveAttribute('target', '_blank');
    for (const file of ['manuscript-template.docx', 'copyright-form.pdf']) {
      const link = side.locator(`a[href="${prefix}downloads/${file}"]`);
      await expect(link).toHaveAttribute('download', '');
    }
    await expect(side.getByRole('link', { name: 'Current Issue' })).toHaveAttribute(
      'href',
      /current-issue\/paperlist\?year=/,
    );
  });

  test('downloads the manuscript template', async ({ page }) => {
    await page.goto('aim-and-scope');
    const side = page.getByRole('complementary', { name: 'Journal links' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      side.getByRole('link', { name: 'Manuscript Template' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^${journal.names.acronym}-.*\\.docx$`),
    );
  });

  for (const path of ['privacy-policy', 'terms-and-conditions', 'refund-policy']) {
    test(`is hidden on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('complementary')).toHaveCount(0);
    });
  }

  test('sits beside the content on the desktop', { tag: desktopOnly }, async ({ page }) => {
    await page.goto('aim-and-scope');
    const main = await layoutBox(page.getByRole('main'));
    const side = await layoutBox(page.getByRole('complementary'));
    expect(side.x).toBeGreaterThanOrEqual(main.x + main.width);
  });

  test('sits below the content on the phone', { tag: phoneOnly }, async ({ page }) => {
    await page.goto('aim-and-scope');
    const main = await layoutBox(page.getByRole('main'));
    const side = await layoutBox(page.getByRole('complementary'));
    expect(side.y).toBeGreaterThanOrEqual(main.y + main.height);
  });
});

test.describe('scrolling', () => {
  test('goes to the main container after a path change in the page', async ({ page, request }) => {
    await page.goto(await hydratingPage(request));
    // A paper's title in the list: a client navigation to its details page.
    const title = page.getByRole('article').first().getByRole('heading').getByRole('link');
    const address = new URL((await title.getAttribute('href')) ?? '', page.url()).href;
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await title.click();
    await expect(page).toHaveURL(address);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('the floating button takes the reader back to the main container', async ({
    page,
    request,
  }) => {
    await page.goto(listPath('archives', await firstSlot(request)));
    const button = page.getByRole('link', { name: 'Back to top' });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(button).toBeVisible();
    await button.click();
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  });
});

test.describe('page frame', () => {
  test('the home page has the gradient background, other pages a plain one', async ({ page }) => {
    await page.goto('./');
    const frame = page.locator('[data-page-background]');
    await expect(frame).toHaveAttribute('data-page-background', 'gradient');
    expect(await frame.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain(
      'linear-gradient',
    );
    await page.goto('blogs');
    await expect(frame).toHaveAttribute('data-page-background', 'plain');
    expect(await frame.evaluate((el) => getComputedStyle(el).backgroundImage)).toBe('none');
  });

  test('loads no third-party script (no chat provider is configured)', async ({
    page,
    request,
  }) => {
    const scripts: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.push(sent.url());
    });
    await page.goto(await hydratingPage(request));
    await page.waitForLoadState('load');
    expect(scripts.length).toBeGreaterThan(0);
    for (const source of scripts) expect(new URL(source).origin).toBe(new URL(page.url()).origin);
  });

  test('fits the screen (360 px on the phone) without sideways scrolling', async ({ page }) => {
    const width = page.viewportSize()?.width ?? 0;
    for (const path of [
      './',
      'conference-procedings',
      'downloads',
      'contact-us',
      'blogs',
      'editorial-board',
    ]) {
      await page.goto(path);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        path,
      ).toBeLessThanOrEqual(width);
    }
  });
});
