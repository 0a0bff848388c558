// What the journal's config makes its own: names, the editorial system's journal id, the ethics
// page's sections, the Current Issue link (to the latest issue, or to the index before the
// first issue), the licence, the contact details and the download names.
import { journalEthicsTargets } from '@journals/site-config';
import type { Page } from '@playwright/test';
import { expect as baseExpect, escapeRegExp, journalUnderTest, test } from '../../src/fixtures.ts';
import { listPath } from '../../src/paper-addresses.ts';
import { currentSlot } from '../../src/reference-data.ts';

// The machines running these tests are shared and often busy: generous waits, same checks.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

const journal = journalUnderTest();

test('the home page names the journal in its heading', async ({ page, site }) => {
  await page.goto('./');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(site.config.names.title);
});

test('every link to the editorial system carries the journal id and opens a new tab', async ({
  page,
  site,
}) => {
  const { url, journalId } = site.config.editorialLogin;
  await page.goto('aim-and-scope');
  const links = page.locator(`a[href^="${url}"]`);
  // The header's Author Login (the desktop button and the phone menu's) and the side column's.
  expect(await links.count()).toBeGreaterThanOrEqual(2);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('href', `${url}?journal_id=${journalId}`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(page.getByRole('banner').locator('a', { hasText: 'Author Login' })).not.toHaveCount(
    0,
  );
});

test.describe('the ethics page', () => {
  test("has the journal's sections, in its order", async ({ page, site }) => {
    await page.goto('ethics');
    const ids = await page
      .locator('main h2[id]')
      .evaluateAll((headings) => headings.map((heading) => heading.id));
    expect(ids.filter((id) => (journalEthicsTargets as readonly string[]).includes(id))).toEqual([
      ...site.config.ethicsTargets,
    ]);
  });

  for (const target of journalEthicsTargets) {
    if (journal.ethicsTargets.includes(target)) {
      test(`?target=${target} scrolls to its section`, async ({ page }) => {
        await page.goto(`ethics?target=${target}`);
        await expect(page.locator(`h2#${target}`)).toBeInViewport();
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      });
    } else {
      test(`?target=${target}, a section this journal does not have, shows the start of the page`, async ({
        page,
      }) => {
        await page.goto(`ethics?target=${target}`);
        await expect(page.locator(`h2#${target}`)).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
      });
    }
  }
});

/**
 * The header's Current Issue link, followed (from the phone menu on a phone). The page does not
 * hydrate: the menu opens as it does without JavaScript (a link to its panel, or a button that
 * needs no script).
 */
async function followCurrentIssue(page: Page, isMobile: boolean) {
  const banner = page.getByRole('banner');
  if (isMobile) {
    await banner
      .getByRole('button', { name: 'Menu', exact: true })
      .or(banner.getByRole('link', { name: 'Menu', exact: true }))
      .click();
  }
  await banner.getByRole('link', { name: 'Current Issue', exact: true }).click();
}

test.describe("the header's Current Issue link", () => {
  test('goes to the list of the first archive entry, the latest issue', async ({
    page,
    request,
    site,
    isMobile,
  }) => {
    const latest = await currentSlot(request);
    const href = `${site.prefix}${listPath('current-issue', latest)}`;
    await page.goto('aim-and-scope');
    const links = page.getByRole('banner').locator('a', { hasText: /^Current Issue$/ });
    expect(await links.count()).toBeGreaterThan(0);
    for (const link of await links.all()) await expect(link).toHaveAttribute('href', href);
    await followCurrentIssue(page, isMobile);
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(href)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Volume ${latest.volume}, Issue ${latest.issue} (${latest.year})`,
    );
  });

  test('goes to the plain current-issue page while the archive is empty', async ({
    page,
    site,
    isMobile,
  }) => {
    await page.goto(site.url('aim-and-scope', 'emptyArchive'));
    const banner = page.getByRole('banner');
    const links = banner.locator('a', { hasText: /^Current Issue$/ });
    expect(await links.count()).toBeGreaterThan(0);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('href', `${site.prefix}current-issue`);
    }
    await expect(page.locator('a[href*="current-issue/paperlist"]')).toHaveCount(0);
    await followCurrentIssue(page, isMobile);
    await expect(page).toHaveURL(site.url('current-issue', 'emptyArchive'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Current Issue');
    await expect(page.getByText('No issue has been published yet.')).toBeVisible();
  });
});

test.describe('the licence', () => {
  for (const path of ['ethics?target=copyright-ownership', 'terms-and-conditions']) {
    test(`${path} names the journal's licence and no other`, async ({ page, site }) => {
      const { licence } = site.config;
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main).toContainText(licence.name);
      const licences = await main
        .locator('a[href*="creativecommons.org"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(licences.length).toBeGreaterThan(0);
      expect(new Set(licences)).toEqual(new Set([licence.url]));
    });
  }
});

test("the footer gives the journal's contact details and copyright line", async ({
  page,
  site,
}) => {
  const { contact, names, copyrightYear } = site.config;
  await page.goto('./');
  const footer = page.getByRole('contentinfo');
  await expect(footer.locator(`a[href="mailto:${contact.journalEmail}"]`)).toBeVisible();
  await expect(footer.locator(`a[href="mailto:${contact.supportEmail}"]`)).toBeVisible();
  await expect(footer).toContainText(contact.supportHours.text);
  await expect(footer).toContainText(`© ${copyrightYear} ${names.title}`);
});

test('the downloads are named after the journal', async ({ request, site }) => {
  for (const { file } of site.config.downloads) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    expect(response.headers()['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="${site.config.names.acronym}-`),
    );
  }
});
