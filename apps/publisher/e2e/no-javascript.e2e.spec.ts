// Without JavaScript: every page reads from the server HTML, links work, the audience tabs are
// links that select by address, the phone menu opens from its button (a popover).
import { desktopOnly, phoneOnly } from '@journals/playwright-config';
import { publisher } from '@journals/site-config';
import type { Locator, Page } from '@playwright/test';
import { at, expect as baseExpect, test } from './fixtures.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test.use({ javaScriptEnabled: false });

test.describe('every page without JavaScript', () => {
  for (const path of publisher.routes) {
    test(`${path} reads, with its heading, text and the frame's links`, async ({ page }) => {
      const response = await page.goto(at(path));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      expect((await page.getByRole('main').innerText()).length).toBeGreaterThan(300);
      expect(await page.locator('header a[href="/journals"]').count()).toBeGreaterThan(0);
      expect(await page.locator('footer a[href="/faqs"]').count()).toBe(1);
    });
  }
});

test.describe('the home page without JavaScript', () => {
  test('shows the first slide with its buttons, the figures and the partners', async ({ page }) => {
    await page.goto('./');
    const first = page.getByRole('group', { name: '1 of 3' });
    await expect(first).toBeVisible();
    await expect(first.getByRole('heading', { level: 2 })).toHaveText(
      publisher.hero.slides[0]!.title,
    );
    await expect(first.getByRole('link', { name: 'Explore Journals' })).toHaveAttribute(
      'href',
      '/journals',
    );
    await expect(page.getByRole('definition')).toHaveCount(4);
    expect(
      await page.getByRole('list', { name: 'Indexing partners' }).getByRole('img').count(),
    ).toBeGreaterThan(3);
  });

  test('the audience tabs are links: choosing one selects it by address', async ({ page }) => {
    await page.goto('./');
    const tabs = page.getByRole('navigation', { name: 'Audience' });
    await expect(tabs.getByRole('link')).toHaveText(publisher.audienceTabs.map((tab) => tab.label));
    await expect(tabs.getByRole('link', { name: 'For Authors' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('main')).toContainText('Publish your research with confidence');
    await tabs.getByRole('link', { name: 'For Reviewers' }).click();
    await expect(page).toHaveURL(/\/\?tab=reviewers#audiences$/);
    await expect(tabs.getByRole('link', { name: 'For Reviewers' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('main')).toContainText('Review for our journals');
    await expect(page.getByRole('main')).not.toContainText('Publish your research with confidence');
  });

  test('an unknown tab falls back to For Authors', async ({ page }) => {
    await page.goto('./?tab=nobody');
    await expect(
      page.getByRole('navigation', { name: 'Audience' }).getByRole('link', { name: 'For Authors' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  /** The menu's Contact Us link is shown and leads to its page. */
  async function expectContactUsLinkWorks(page: Page, menu: Locator) {
    await expect(menu.getByRole('link', { name: 'Contact Us' })).toBeVisible();
    await menu.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  }

  // Phone: the menu button opens the panel (a popover) under the bar, and Escape closes it.
  // Desktop: the bar.
  test('the header links in the bar work', { tag: desktopOnly }, async ({ page }) => {
    await page.goto('about');
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expectContactUsLinkWorks(page, menu);
  });

  test(
    'on a phone the menu button opens the panel under the bar, Escape closes it, and its links work',
    { tag: phoneOnly },
    async ({ page }) => {
      await page.goto('about');
      const menu = page.getByRole('navigation', { name: 'Main' });
      const toggle = page.getByRole('button', { name: 'Menu' });
      await expect(menu).toBeHidden();
      await toggle.click();
      await expect(menu).toBeVisible();
      const box = await menu.boundingBox();
      const bar = await page.getByRole('banner').boundingBox();
      expect(box?.y).toBeGreaterThanOrEqual(Math.floor((bar?.y ?? 0) + (bar?.height ?? 0)) - 1);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();
      await toggle.click();
      await expectContactUsLinkWorks(page, menu);
    },
  );
});
