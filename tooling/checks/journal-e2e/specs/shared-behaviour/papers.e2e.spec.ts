// The paper area's pages as readers use them: the index pages and their links, and the details
// pages' canonical redirect, 404, contents, download and section focus. (Every paper route's
// title, heading and accessibility, and the details pages without JavaScript, are in every
// journal's own pass: specs/every-journal.)
import {
  expect as baseExpect,
  escapeRegExp as escape,
  holdClock,
  journalUnderTest,
  test,
} from '../../src/fixtures.ts';
import { detailsPath, issueHeading } from '../../src/paper-addresses.ts';
import {
  archiveSlots,
  firstArticle,
  firstConference,
  firstThesis,
} from '../../src/reference-data.ts';

// Several navigations per test: more than the default 30 s (and 5 s per expectation) on a busy
// machine.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const { prefix } = journalUnderTest();
const under = (path: string) => new RegExp(escape(`${prefix}${path}`));

// ---- Index pages ----

test.describe('the index pages', () => {
  test('/archives links every issue to its list, the current one marked', async ({
    page,
    request,
  }) => {
    const slots = await archiveSlots(request);
    await page.goto('archives');
    for (const slot of [slots[0]!, slots.at(-1)!]) {
      const link = page.getByRole('link', { name: new RegExp(`^${escape(issueHeading(slot))}`) });
      await expect(link).toHaveAttribute(
        'href',
        `${prefix}archives/paperlist?year=${slot.year}&volume=${slot.volume}&issue=${slot.issue}`,
      );
    }
    const current = slots.at(-1)!;
    await expect(page.locator('a[aria-current=true]')).toHaveAccessibleName(
      `${issueHeading(current)} Current`,
    );
    await page
      .getByRole('link', { name: new RegExp(`^${escape(issueHeading(slots[0]!))}`) })
      .click();
    await expect(page).toHaveURL(under('archives/paperlist?'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(issueHeading(slots[0]!));
  });

  test('/current-issue highlights the current issue and leads to its list', async ({
    page,
    request,
  }) => {
    const current = (await archiveSlots(request)).at(-1)!;
    await page.goto('current-issue');
    await expect(
      page.getByRole('heading', { level: 2, name: issueHeading(current) }),
    ).toBeVisible();
    await page.getByRole('link', { name: /View the papers of this issue/ }).click();
    const list = `${prefix}current-issue/paperlist?year=${current.year}&volume=${current.volume}&issue=${current.issue}`;
    await expect(page).toHaveURL(new RegExp(`${escape(list)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(issueHeading(current));
  });

  test('/thesis and /conference lead to their lists', async ({ page, request }) => {
    const thesis = await firstThesis(request);
    await page.goto('thesis');
    await page.getByRole('link', { name: `Volume ${thesis.volume} (${thesis.year})` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Volume ${thesis.volume}, Year ${thesis.year}`,
    );

    const conference = await firstConference(request);
    await page.goto('conference');
    await page.getByRole('link', { name: conference.name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `${conference.name} ${issueHeading(conference)}`,
    );
  });

  test('/publications lists the latest theses, each linking to its details', async ({ page }) => {
    await page.goto('publications');
    const latest = page.getByRole('region', { name: /^Latest theses/ });
    const first = latest.getByRole('listitem').first().getByRole('link');
    const title = (await first.textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(under('thesis/paper-details?paperid='));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });
});

// ---- Details pages ----

test.describe('a details page', () => {
  test('a wrong or missing title slug moves permanently (301) to the canonical address', async ({
    request,
  }) => {
    const paper = await firstArticle(request, (await archiveSlots(request))[0]!);
    const canonical = `${prefix}${detailsPath('archives', paper, 'References')}`;
    for (const address of [
      `archives/paper-details?paperid=${paper.id}&papertitle=not-its-title&section=References`,
      `archives/paper-details?paperid=${paper.id}&section=References`,
    ]) {
      const response = await request.get(address, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      const location = new URL(response.headers().location ?? '', 'http://app.invalid');
      expect(`${location.pathname}${location.search}`).toBe(canonical);
    }
  });

  for (const [what, address] of [
    ['an unknown paper id', 'archives/paper-details?paperid=987654321&papertitle=x'],
    ['an unknown thesis id', 'thesis/paper-details?paperid=987654321&papertitle=x'],
    ['an unknown conference paper id', 'conference/paper-details?paperid=987654321&papertitle=x'],
    ['a malformed paper id', 'current-issue/paper-details?paperid=%3Cscript%3E&papertitle=x'],
  ] as const) {
    test(`${what} is the 404 page with status 404`, async ({ page }) => {
      const response = await page.goto(address);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
      await expect(
        page.getByText("Sorry, the page you're looking for doesn't exist."),
      ).toBeVisible();
    });
  }

  test('shows title, authors, DOI link, Download PDF and the way back to its issue', async ({
    page,
    request,
  }) => {
    const slot = (await archiveSlots(request))[0]!;
    const paper = await firstArticle(request, slot);
    await page.goto(detailsPath('archives', paper));
    await expect(page.getByRole('list', { name: 'Authors' }).getByRole('listitem')).toHaveText(
      paper.authors,
    );
    await expect(page.getByRole('link', { name: /^https:\/\/doi\.org\/10\./ })).toHaveAttribute(
      'href',
      /^https:\/\/doi\.org\/10\./,
    );
    const download = page.getByRole('link', { name: /^Download PDF/ });
    await expect(download).toHaveAttribute(
      'href',
      new RegExp(`^https?://[^/]+${prefix}files/papers/${paper.id}\\.pdf$`),
    );
    await expect(download).toHaveAttribute('target', '_blank');
    const pdf = await request.get((await download.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await page.getByRole('link', { name: `Back to ${issueHeading(slot)}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(issueHeading(slot));
  });

  for (const [section, id] of [
    ['FullArticle', 'full-article'],
    ['References', 'references'],
  ] as const) {
    test(`section=${section} opens at that section with the focus on it`, async ({
      page,
      request,
    }) => {
      const paper = await firstArticle(request, (await archiveSlots(request))[0]!);
      await page.goto(detailsPath('archives', paper, section));
      await expect(page.locator(`#${id}`)).toBeFocused();
      await expect(page.locator(`#${id}`)).toBeInViewport();
    });
  }

  // The page does not hydrate, with a section or without: its enhancement script runs the Copy
  // buttons (the script that scrolls to a section does not get in their way).
  for (const [how, section] of [
    ['the enhancement script (no hydration)', undefined],
    ['the enhancement script with section=References', 'References'],
  ] as const) {
    test(`How to cite copies a citation with its Copy button, which then says Copied: ${how}`, async ({
      page,
      context,
      request,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.clock.install();
      const paper = await firstArticle(request, (await archiveSlots(request))[0]!);
      await page.goto(detailsPath('archives', paper, section));
      expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
      const howToCite = page.getByRole('region', { name: 'How to cite' });
      const apa = howToCite.getByRole('heading', { level: 4, name: 'APA (7th edition)' });
      const text = (await apa.locator('xpath=following-sibling::p[1]').textContent()) ?? '';
      expect(text).toContain(paper.title);
      // Its name says what it does: 'Copy the APA (7th edition) citation', then 'Copied the ...'.
      const copy = howToCite.getByRole('button', { name: /the APA \(7th edition\) citation$/ });
      await expect(copy).toHaveAccessibleName('Copy the APA (7th edition) citation');
      // The page's time moves only when the test says: 'Copied' lasts 2 seconds of it.
      await holdClock(page);
      await copy.click();
      await expect(copy).toHaveAccessibleName('Copied the APA (7th edition) citation');
      const announced = page
        .getByRole('status')
        .filter({ hasText: 'APA (7th edition) citation copied' });
      await expect(announced).toHaveCount(1);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
      await page.clock.runFor(1_999);
      await expect(copy).toHaveAccessibleName('Copied the APA (7th edition) citation');
      await page.clock.runFor(1);
      await expect(copy).toHaveAccessibleName('Copy the APA (7th edition) citation');
      await expect(announced).toHaveCount(0);
    });
  }

  test("a card's References link opens the details at the references", async ({
    page,
    request,
  }) => {
    const slot = (await archiveSlots(request))[0]!;
    const paper = await firstArticle(request, slot);
    await page.goto(
      `archives/paperlist?year=${slot.year}&volume=${slot.volume}&issue=${slot.issue}`,
    );
    const card = page.getByRole('article', { name: paper.title });
    await card.getByRole('link', { name: /^References/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(paper.title);
    await expect(page.locator('#references')).toBeFocused();
    await expect(page.locator('#references')).toBeInViewport();
  });
});
