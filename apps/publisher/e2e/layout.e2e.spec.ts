// The publisher's page frame: the sticky header with its five links, the phone menu, the footer
// with its link list, contact block and copyright; none of a journal section's frame.
import { desktopOnly, phoneOnly } from '@journals/playwright-config';
import { publisher, type LinkEntry } from '@journals/site-config';
import type { Locator, Page } from '@playwright/test';
import { axeViolations, expect as baseExpect, test } from './fixtures.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const headerLinks = publisher.header.flatMap((entry) => ('to' in entry ? [entry] : []));

// The footer's entries, split as the spec lists them: those with a page to link, and those
// without (asserted as plain text, never a link).
type FooterLink = Extract<LinkEntry, { to: string }>;
const footerEntries: LinkEntry[] = publisher.footer.flatMap((block): LinkEntry[] => block.links);
const footerLinks = footerEntries.filter((entry): entry is FooterLink => 'to' in entry);
const footerTextEntries = footerEntries.filter((entry) => !('to' in entry));

/** The bar's or the menu's five links, in order, with their addresses; Home current; no axe finding. */
async function expectHeaderLinks(page: Page, nav: Locator) {
  await expect(nav.getByRole('link')).toHaveText(headerLinks.map((link) => link.label));
  for (const link of headerLinks) {
    await expect(nav.getByRole('link', { name: link.label })).toHaveAttribute('href', link.to);
  }
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  expect(await axeViolations(page)).toEqual([]);
}

/** The page the Journals link leads to, its heading in view. */
async function expectJournalsPage(page: Page) {
  await expect(page).toHaveURL(/\/journals$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Journals');
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
}

test.describe('header', () => {
  test('offers the skip link first', async ({ page }) => {
    await page.goto('about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });

  // Desktop: the five links in the bar, which stays at the top. Phone (360 px): the menu button,
  // whose panel closes when a link is chosen. No publisher page hydrates
  // (docs/adr/014-hydration-per-route.md): the phone menu is the browser's own popover, opened by
  // its button and closed by Escape or by the next page.
  test(
    'links Home, About Us, Journals, For Authors and Contact Us in the bar, which stays at the top',
    { tag: desktopOnly },
    async ({ page }) => {
      await page.goto('./');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expectHeaderLinks(page, nav);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(page.getByRole('banner')).toBeInViewport();
      await nav.getByRole('link', { name: 'Journals' }).click();
      await expectJournalsPage(page);
    },
  );

  test(
    'links Home, About Us, Journals, For Authors and Contact Us from the phone menu, which closes on a chosen link',
    { tag: phoneOnly },
    async ({ page }) => {
      await page.goto('./');
      const nav = page.getByRole('navigation', { name: 'Main' });
      const toggle = page.getByRole('button', { name: 'Menu' });
      await expect(nav).toBeHidden();
      await toggle.click();
      await expect(nav).toBeVisible();
      await expectHeaderLinks(page, nav);
      await nav.getByRole('link', { name: 'Journals' }).click();
      await expectJournalsPage(page);
      await expect(nav).toBeHidden();
      await toggle.click();
      await expect(nav).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
      await expect(toggle).toBeFocused();
    },
  );

  test('shows none of a journal section frame', async ({ page }) => {
    await page.goto('./');
    const banner = page.getByRole('banner');
    await expect(banner.getByText('Author Login')).toHaveCount(0);
    await expect(banner.getByText('Current Issue')).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Journal links' })).toHaveCount(0);
    await expect(page.getByPlaceholder('Enter email address')).toHaveCount(0);
  });
});

test.describe('footer', () => {
  test('lists the links of spec section 2, with Indexing as plain text', async ({ page }) => {
    await page.goto('./');
    const footer = page.getByRole('contentinfo');
    for (const entry of footerLinks) {
      await expect(footer.getByRole('link', { name: entry.label, exact: true })).toHaveAttribute(
        'href',
        entry.to,
      );
    }
    expect(footerTextEntries.map((entry) => entry.label)).toContain('Indexing');
    for (const entry of footerTextEntries) {
      await expect(footer.getByRole('listitem').filter({ hasText: entry.label })).toHaveCount(1);
      await expect(footer.getByRole('link', { name: entry.label })).toHaveCount(0);
    }
    const hrefs = await footer
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const path of [
      '/journals',
      '/submit-paper',
      '/editorial-board',
      '/publication&ethics',
      '/guidence-for-authors',
      '/peer-review-process',
      '/open-access-policy',
      '/copyright-policy',
      '/faqs',
      '/privacy-policy',
      '/terms-of-service',
      '/cookie-policy',
    ]) {
      expect(hrefs).toContain(path);
    }
  });

  test('every footer page it links exists', async ({ page, request }) => {
    await page.goto('./');
    const hrefs = await page
      .getByRole('contentinfo')
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(10);
    for (const href of hrefs) expect((await request.get(href.slice(1))).status(), href).toBe(200);
  });

  test('gives the contact block with hours, phone and e-mail, the copyright and the socials', async ({
    page,
  }) => {
    await page.goto('./');
    const footer = page.getByRole('contentinfo');
    const { contact } = publisher;
    await expect(footer.locator(`a[href="mailto:${contact.supportEmail}"]`)).toBeVisible();
    await expect(
      footer.locator(`a[href="tel:${contact.phone.replace(/[^\d+]/g, '')}"]`),
    ).toHaveText(contact.phone);
    await expect(footer).toContainText(contact.supportHours.text);
    await expect(footer).toContainText(`© 2025 ${publisher.names.publisher}`);
    await expect(footer.getByRole('list', { name: 'Social media' }).getByRole('link')).toHaveCount(
      publisher.social.length,
    );
  });
});
