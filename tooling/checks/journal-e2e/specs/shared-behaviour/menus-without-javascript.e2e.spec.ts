// The menus of an information page with no JavaScript at all: what HTML does by itself. The
// header dropdowns are popovers their buttons open (click, Enter, Space; Escape and an outside
// click close them, one open at a time; hovering shows them through CSS), the phone menu is a
// full-screen popover whose groups are <details>, the FAQ accordion is <details name> and the
// back-to-top button is a link to #top. Each block sets its own screen, so both projects run it.
import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, escapeRegExp, journalUnderTest, test } from '../../src/fixtures.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });
test.use({ javaScriptEnabled: false });

const journal = journalUnderTest();
const at = (path: string) => new RegExp(`${escapeRegExp(`${journal.prefix}${path}`)}$`);

const isPopoverOpen = (element: Locator) => element.evaluate((el) => el.matches(':popover-open'));

/** The list a dropdown button opens (its popovertarget). */
async function menuOf(page: Page, trigger: Locator): Promise<Locator> {
  const id = await trigger.getAttribute('popovertarget');
  expect(id).toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

test.describe('header dropdowns, 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('the page is not hydrated: no script states whether a menu is open', async ({ page }) => {
    await page.goto('aim-and-scope');
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    await expect(nav.getByRole('button', { name: 'About Us' })).not.toHaveAttribute(
      'aria-expanded',
      /.*/,
    );
  });

  test('a dropdown opens by click under its button, its link navigates', async ({ page }) => {
    await page.goto('aim-and-scope');
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    const trigger = nav.getByRole('button', { name: 'For Authors' });
    const link = nav.getByRole('link', { name: 'Call for Papers' });
    await expect(link).toBeHidden();

    await trigger.click();
    await expect(link).toBeVisible();
    const menu = await menuOf(page, trigger);
    expect(await isPopoverOpen(menu)).toBe(true);
    const button = await trigger.boundingBox();
    const list = await menu.boundingBox();
    expect(Math.abs((list?.y ?? 0) - ((button?.y ?? 0) + (button?.height ?? 0)))).toBeLessThan(2);
    expect(Math.abs((list?.x ?? 0) - (button?.x ?? 0))).toBeLessThan(2);

    await link.click();
    await expect(page).toHaveURL(at('call-for-papers'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Call for Papers');
  });

  test('an outside click closes it, and one dropdown is open at a time', async ({ page }) => {
    await page.goto('aim-and-scope');
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    const about = nav.getByRole('button', { name: 'About Us' });
    const authors = nav.getByRole('button', { name: 'For Authors' });
    const aboutMenu = await menuOf(page, about);
    const authorsMenu = await menuOf(page, authors);

    await about.click();
    expect(await isPopoverOpen(aboutMenu)).toBe(true);
    await authors.click();
    expect(await isPopoverOpen(authorsMenu)).toBe(true);
    expect(await isPopoverOpen(aboutMenu)).toBe(false);

    await page.mouse.click(640, 700);
    await expect(nav.getByRole('link', { name: 'Call for Papers' })).toBeHidden();
    expect(await isPopoverOpen(authorsMenu)).toBe(false);
  });

  test('a dropdown opens with Enter or Space, Tab reaches its links, Escape closes it', async ({
    page,
  }) => {
    await page.goto('aim-and-scope');
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    const trigger = nav.getByRole('button', { name: 'About Us' });
    const menu = await menuOf(page, trigger);
    const links = menu.getByRole('link');

    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(links.first()).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(links.first()).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press('Space');
    await expect(links.first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(links.first()).toBeHidden();
    expect(await isPopoverOpen(menu)).toBe(false);
  });

  test('hovering a dropdown shows its links, leaving hides them', async ({ page }) => {
    await page.goto('aim-and-scope');
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    const trigger = nav.getByRole('button', { name: 'About Us' });
    const link = nav.getByRole('link', { name: 'Editorial Board' });
    await trigger.hover();
    await expect(link).toBeVisible();
    await link.hover();
    await expect(link).toBeVisible();
    await page.mouse.move(640, 700);
    await expect(link).toBeHidden();
  });
});

test.describe('the phone menu, 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('opens full-screen, shows its groups, and a link navigates', async ({ page }) => {
    await page.goto('aim-and-scope');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('dialog', { name: journal.names.acronym });
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(menu).toBeVisible();
    expect(await menu.boundingBox()).toEqual({ x: 0, y: 0, width: 360, height: 740 });
    const groups = menu.locator('details');
    expect(await groups.count()).toBeGreaterThanOrEqual(2);
    // The group holding this page is open, the others closed.
    const about = menu.locator('details', {
      has: page.locator('summary', { hasText: 'About Us' }),
    });
    await expect(about).toHaveAttribute('open', '');
    await expect(menu.getByRole('link', { name: 'Aim and Scope' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(menu.getByRole('link', { name: 'Call for Papers' })).toBeHidden();

    await menu.locator('summary', { hasText: 'For Authors' }).click();
    await menu.getByRole('link', { name: 'Call for Papers' }).click();
    await expect(page).toHaveURL(at('call-for-papers'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Call for Papers');
    await expect(menu).toBeHidden();
  });

  test('closes with its Close button and with Escape, giving focus back to Menu', async ({
    page,
  }) => {
    await page.goto('aim-and-scope');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('dialog', { name: journal.names.acronym });

    await toggle.click();
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe('the FAQ accordion', () => {
  test('opens and closes an answer, one at a time, by pointer and keyboard', async ({ page }) => {
    await page.goto('FAQs');
    const questions = page.locator('main details');
    const open = page.locator('main details[open]');
    await expect(open).toHaveCount(0);

    await questions.nth(0).locator('summary').click();
    await expect(questions.nth(0)).toHaveAttribute('open', '');
    await questions.nth(3).locator('summary').click();
    await expect(questions.nth(3)).toHaveAttribute('open', '');
    await expect(open).toHaveCount(1);
    await questions.nth(3).locator('summary').click();
    await expect(open).toHaveCount(0);

    await questions.nth(1).locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(questions.nth(1)).toHaveAttribute('open', '');
    await page.keyboard.press('Space');
    await expect(open).toHaveCount(0);
  });
});

test.describe('the back-to-top button', () => {
  test('shows once the page scrolls and goes back to the top', async ({ page }) => {
    await page.goto('conference-procedings');
    const button = page.getByRole('link', { name: 'Back to top' });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(button).toBeVisible();

    await button.click();
    await expect(page).toHaveURL(/#top$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  });
});
