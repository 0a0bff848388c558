// The home page: hero carousel, calls to action, stats, the indexing partners from the API (and
// without them when the API fails), the text sections and the audience tabs.
import { publisher } from '@journals/site-config';
import { partialPageCacheControl } from '@journals/site-kit/server/caching/cache-policy.ts';
import type { Page } from '@playwright/test';
import { apiDownOrigin } from './env.ts';
import { axeViolations, expect as baseExpect, test } from './fixtures.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

/** Installs a paused fake clock before the page loads: only runFor moves the carousel. */
async function pauseClock(page: Page) {
  const start = new Date('2026-01-05T09:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
}

const slide = (page: Page, n: number) =>
  page.getByRole('group', { name: `${n} of ${publisher.hero.slides.length}` });

test.describe('the hero carousel', () => {
  test('shows three slides in turn, every 5 s after a 300 ms fade', async ({ page }) => {
    await pauseClock(page);
    await page.goto('./');
    await expect(page.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
    await expect(slide(page, 1)).toBeVisible();
    await expect(slide(page, 1)).toContainText(publisher.hero.slides[0]!.title);
    await page.clock.runFor(4_750);
    await expect(slide(page, 1)).toHaveAttribute('data-phase', 'fading');
    await page.clock.runFor(300);
    await expect(slide(page, 2)).toBeVisible();
    await expect(slide(page, 1)).toBeHidden();
    await page.clock.runFor(5_000);
    await expect(slide(page, 3)).toBeVisible();
    await page.clock.runFor(5_000);
    await expect(slide(page, 1)).toBeVisible();
  });

  test('stops with Pause and goes on with Play; a dot shows its slide; the pointer on it holds it', async ({
    page,
  }) => {
    await pauseClock(page);
    await page.goto('./');
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    await page.clock.runFor(15_000);
    await expect(slide(page, 1)).toBeVisible();
    await page.getByRole('button', { name: /^Slide 3 of 3/ }).click();
    await expect(slide(page, 3)).toBeVisible();
    await page.getByRole('button', { name: 'Play slideshow' }).click();
    // Still while the pointer rests on it; on again once the pointer leaves.
    await page.clock.runFor(5_000);
    await expect(slide(page, 3)).toBeVisible();
    await page.mouse.move(1, 1);
    await page.clock.runFor(5_000);
    await expect(slide(page, 1)).toBeVisible();
  });

  test('stands still for readers who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await pauseClock(page);
    await page.goto('./');
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await page.clock.runFor(20_000);
    await expect(slide(page, 1)).toBeVisible();
  });

  test('offers Explore Journals and Submit Research (the editorial login, new tab)', async ({
    page,
  }) => {
    await page.goto('./');
    const current = slide(page, 1);
    const submit = current.getByRole('link', { name: /^Submit Research/ });
    await expect(submit).toHaveAttribute('href', publisher.editorialLogin.url);
    await expect(submit).toHaveAttribute('target', '_blank');
    await expect(submit).toHaveAttribute('rel', 'noopener noreferrer');
    await current.getByRole('link', { name: 'Explore Journals' }).click();
    await expect(page).toHaveURL(/\/journals$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Journals');
  });
});

test.describe('the home sections', () => {
  test('states the fixed figures', async ({ page }) => {
    await page.goto('./');
    const figures = page.getByRole('definition');
    await expect(figures).toHaveText(['8', '10k+', '250+', '85%']);
    await expect(page.getByRole('term')).toHaveText([
      'Journals',
      'Published Papers',
      'Expert Reviewers',
      'Author Satisfaction',
    ]);
  });

  test('shows the indexing partners of the API as logos linking to their sites', async ({
    page,
    request,
  }) => {
    const response = await page.goto('./');
    const partners = page.getByRole('list', { name: 'Indexing partners' }).getByRole('listitem');
    expect(await partners.count()).toBeGreaterThan(3);
    // With its partners the home is a whole page: shared caches keep it for the page lifetime.
    expect(response?.headers()['cache-control']).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
    expect(response?.headers()['cache-control']).not.toBe(partialPageCacheControl);
    const logo = partners.first().getByRole('img');
    await expect(logo).toHaveAttribute('alt', /\w/);
    const src = (await logo.getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/files\/indexing\/[\w-]+\.svg$/);
    const image = await request.get(src);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/svg+xml');
    await expect(partners.first().getByRole('link')).toHaveAttribute('target', '_blank');
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('has About Us, six Key Features with the way to About, and Our Intent', async ({ page }) => {
    await page.goto('./');
    for (const [name, cards] of [
      ['About Us', ['Global Reach', 'Quality Publications', 'Open Access']],
      ['Our Intent', ['Research Impact', 'Knowledge Dissemination', 'Global Collaboration']],
    ] as const) {
      const list = page.getByRole('list', { name });
      await expect(list.getByRole('heading', { level: 3 })).toHaveText([...cards]);
    }
    await expect(
      page.getByRole('list', { name: 'Key Features' }).getByRole('listitem'),
    ).toHaveCount(6);
    await page.getByRole('link', { name: 'Learn more about us' }).click();
    await expect(page).toHaveURL(/\/about$/);
  });
});

test.describe('the audience tabs', () => {
  const tabs = publisher.audienceTabs;

  test('move with the arrow keys, Home and End, and keep the choice in the address', async ({
    page,
  }) => {
    await page.goto('./');
    const first = page.getByRole('tab', { name: tabs[0]!.label });
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await first.focus();
    await page.keyboard.press('ArrowRight');
    const second = page.getByRole('tab', { name: tabs[1]!.label });
    await expect(second).toBeFocused();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(new RegExp(`\\?tab=${tabs[1]!.value}`));
    await expect(page.getByRole('tabpanel')).toContainText('Find and use research freely');
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: tabs.at(-1)!.label })).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`\\?tab=${tabs.at(-1)!.value}`));
    await page.keyboard.press('ArrowRight');
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Home');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('open on the tab a shared address names', async ({ page }) => {
    await page.goto('./?tab=librarians');
    await expect(page.getByRole('tab', { name: 'For Librarians' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tabpanel')).toContainText('Open content for your collections');
  });

  for (const value of ['administrators', '', '<script>']) {
    test(`fall back to For Authors for ?tab=${value}`, async ({ page }) => {
      const response = await page.goto(`./?tab=${encodeURIComponent(value)}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('tab', { name: 'For Authors' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByRole('tabpanel')).toContainText(
        'Publish your research with confidence',
      );
    });
  }

  test('invite readers to join the editorial or reviewer panel', async ({ page }) => {
    await page.goto('./');
    await expect(
      page.getByRole('heading', { name: 'Join our editorial or reviewer panel' }),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: publisher.contact.supportEmail }).first(),
    ).toHaveAttribute('href', `mailto:${publisher.contact.supportEmail}`);
  });
});

test.describe('when the API fails', () => {
  test('the home page still answers 200, without partners and without errors in the page, kept for seconds only', async ({
    page,
  }) => {
    const response = await page.goto(`${apiDownOrigin()}/`);
    expect(response?.status()).toBe(200);
    // A page without a part the API gives: kept by shared caches for seconds only.
    expect(response?.headers()['cache-control']).toBe('public, max-age=0, s-maxage=5');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(publisher.names.title);
    await expect(page.getByRole('list', { name: 'Indexing partners' })).toHaveCount(0);
    await expect(page.locator('img[src*="/files/indexing/"]')).toHaveCount(0);
    await expect(page.getByRole('definition')).toHaveCount(4);
    await expect(page.getByRole('tab', { name: 'For Authors' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a partner logo answers 502, not a broken page', async ({ request }) => {
    const response = await request.get(`${apiDownOrigin()}/files/indexing/1.svg`);
    expect(response.status()).toBe(502);
  });
});
