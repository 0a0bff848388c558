// The paper lists through the browser, at desktop and 360 px: volume and issue arrows at both
// ends, the pager window, search then Clear, the current-issue filter, the redirect without a
// selection, the state kept in the URL (reload, back), the share dialog's 'Copied' notice, and
// the same lists without JavaScript (pager links, the search form's GET).
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  axeViolations,
  expect as baseExpect,
  escapeRegExp,
  holdClock,
  journalUnderTest,
  test,
} from '../../src/fixtures.ts';
import { issueHeading as heading, listPath } from '../../src/paper-addresses.ts';
import { archiveSlots, call, type Slot } from '../../src/reference-data.ts';

// Several navigations and an axe run per test: more than the default 30 s (and 5 s per
// expectation) on a busy machine.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const { prefix } = journalUnderTest();

// ---- What the reference API holds (asked through the app's own api/ route) ----

interface ApiPaper {
  paper_id: number | string;
  paper_title: string;
  year: number | string;
  volume: number | string;
  issue: number | string;
}

interface ApiPage {
  papersList: ApiPaper[];
  total_items: number;
  total_pages: number;
}

function issuePage(request: APIRequestContext, slot: Slot, page = 1): Promise<ApiPage> {
  return call<ApiPage>(request, 'archivePaperListing', { ...slot, page, per_page: 5 });
}

/** An issue whose list has at least `pages` pages. */
async function issueWithPages(
  request: APIRequestContext,
  pages: number,
): Promise<{ slot: Slot; totalPages: number }> {
  for (const slot of await archiveSlots(request)) {
    const { total_pages: totalPages } = await issuePage(request, slot);
    if (totalPages >= pages) return { slot, totalPages };
  }
  throw new Error(`No issue of the reference data has ${pages} pages.`);
}

function sameSlot(paper: ApiPaper, slot: Slot): boolean {
  return (
    Number(paper.year) === slot.year &&
    Number(paper.volume) === slot.volume &&
    Number(paper.issue) === slot.issue
  );
}

/** A word of a title in `slot` that the archive search also finds in other issues. */
async function searchWordFor(request: APIRequestContext, slot: Slot) {
  const { papersList } = await issuePage(request, slot);
  for (const paper of papersList) {
    for (const word of paper.paper_title.toLowerCase().match(/[a-z]{5,}/g) ?? []) {
      const { papersList: results } = await call<ApiPage>(request, 'searchArchive', {
        search: word,
        page: 1,
        per_page: 100,
      });
      const inSlot = results.filter((result) => sameSlot(result, slot)).length;
      if (inSlot > 0 && results.length > inSlot) return { word, all: results.length, inSlot };
    }
  }
  throw new Error('No title word of the issue is found in other issues too.');
}

// ---- Page parts ----

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const cards = (page: Page) => page.getByRole('article');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pages' });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search papers' });

function arrow(page: Page, group: 'Volume' | 'Issue', which: 'Previous' | 'Next'): Locator {
  const name = `${which} ${group.toLowerCase()}`;
  const arrows = page.getByRole('group', { name: group, exact: true });
  // A link, or a disabled button at either end.
  return arrows
    .getByRole('link', { name, exact: true })
    .or(arrows.getByRole('button', { name, exact: true }));
}

/** An issue arrow that leads somewhere (a link; the arrows at either end are disabled buttons). */
function anyIssueArrow(page: Page): Locator {
  return page
    .getByRole('group', { name: 'Issue', exact: true })
    .getByRole('link', { name: /^(Previous|Next) issue$/ })
    .first();
}

function url(path: string): RegExp {
  return new RegExp(`^https?://[^/]+${escapeRegExp(`${prefix}${path}`)}$`);
}

// ---- With JavaScript ----

test.describe('the volume and issue arrows', () => {
  test('stop at the oldest volume and its first issue, and lead on from there', async ({
    page,
    request,
  }) => {
    const slots = await archiveSlots(request);
    const first = slots[0]!;
    await page.goto(listPath('archives', first));
    await expect(h1(page)).toHaveText(heading(first));
    await expect(arrow(page, 'Volume', 'Previous')).toBeDisabled();
    await expect(arrow(page, 'Issue', 'Previous')).toBeDisabled();

    const secondIssue = slots.find(
      (s) => s.year === first.year && s.volume === first.volume && s.issue > first.issue,
    )!;
    await arrow(page, 'Issue', 'Next').click();
    await expect(h1(page)).toHaveText(heading(secondIssue));
    await expect(page).toHaveURL(url(listPath('archives', secondIssue)));

    const nextVolume = slots.find((s) => s.volume !== first.volume)!;
    await arrow(page, 'Volume', 'Next').click();
    await expect(h1(page)).toHaveText(
      new RegExp(`^Volume ${nextVolume.volume}, Issue \\d+ \\(${nextVolume.year}\\)$`),
    );
  });

  test('stop at the newest volume and its last issue, and lead back from there', async ({
    page,
    request,
  }) => {
    const slots = await archiveSlots(request);
    const last = slots.at(-1)!;
    await page.goto(listPath('archives', last));
    await expect(arrow(page, 'Volume', 'Next')).toBeDisabled();
    await expect(arrow(page, 'Issue', 'Next')).toBeDisabled();

    const previousIssue = slots.at(-2)!;
    await arrow(page, 'Issue', 'Previous').click();
    await expect(h1(page)).toHaveText(heading(previousIssue));

    const previousVolume = [...slots].reverse().find((s) => s.volume !== last.volume)!;
    await arrow(page, 'Volume', 'Previous').click();
    await expect(h1(page)).toHaveText(
      new RegExp(`^Volume ${previousVolume.volume}, Issue \\d+ \\(${previousVolume.year}\\)$`),
    );
    expect(await axeViolations(page)).toEqual([]);
  });
});

/**
 * Chooses a volume as a reader does: from the dropdown on a phone (with JavaScript choosing is
 * enough, so Go is not shown; without it Go sends the form), from the links on a desktop.
 */
async function chooseVolume(page: Page, slot: Slot, isMobile: boolean, javaScript: boolean) {
  const label = `Volume ${slot.volume} (${slot.year})`;
  if (!isMobile) {
    await page.getByRole('list', { name: 'Volumes' }).getByRole('link', { name: label }).click();
    return;
  }
  const go = page.getByRole('button', { name: 'Go to this volume' });
  await page.getByRole('combobox', { name: 'Choose a volume' }).selectOption({ label });
  if (javaScript) {
    await expect(go).toBeHidden();
  } else {
    await expect(go).toBeVisible();
    await go.click();
  }
}

function volumeHeading({ year, volume }: Slot): RegExp {
  return new RegExp(`^Volume ${volume}, Issue \\d+ \\(${year}\\)$`);
}

test.describe('the volume selector', () => {
  test('opens the list of the volume chosen, also when chosen before the app started', async ({
    page,
    request,
    isMobile,
  }) => {
    const slots = await archiveSlots(request);
    const [oldest, newest] = [slots[0]!, slots.at(-1)!];
    // The app's modules load after the document (docs/adr/022): hold its entry until the reader
    // has chosen, so the choice is made before the app starts.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(listPath('archives', oldest), { waitUntil: 'domcontentloaded' });
    await chooseVolume(page, newest, isMobile, true);
    release();
    await expect(h1(page)).toHaveText(volumeHeading(newest));
    await expect(page).toHaveURL(
      new RegExp(`archives/paperlist\\?year=${newest.year}&volume=${newest.volume}&issue=\\d+$`),
    );
    // The app runs now: a choice opens its list at once.
    await chooseVolume(page, oldest, isMobile, true);
    await expect(h1(page)).toHaveText(volumeHeading(oldest));
  });
});

test.describe('the pager', () => {
  test('shows at most five numbers, the current one marked, and stops at both ends', async ({
    page,
    request,
  }) => {
    const { slot, totalPages } = await issueWithPages(request, 3);
    await page.goto(listPath('archives', slot));
    const numbers = pager(page).getByRole('link', { name: /^Page \d+$/ });
    await expect(numbers).toHaveCount(Math.min(totalPages, 5));
    await expect(pager(page).getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(pager(page).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(cards(page)).toHaveCount(5);

    await pager(page)
      .getByRole('link', { name: `Page ${totalPages}`, exact: true })
      .click();
    await expect(page).toHaveURL(url(listPath('archives', slot, `&page=${totalPages}`)));
    await expect(
      pager(page).getByRole('link', { name: `Page ${totalPages}`, exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(pager(page).getByRole('button', { name: 'Next page' })).toBeDisabled();
    const last = await issuePage(request, slot, totalPages);
    await expect(cards(page)).toHaveCount(last.papersList.length);
    await expect(cards(page).first().getByRole('heading')).toHaveText(
      last.papersList[0]!.paper_title,
    );

    await pager(page).getByRole('link', { name: 'Previous page' }).click();
    await expect(
      pager(page).getByRole('link', { name: `Page ${totalPages - 1}`, exact: true }),
    ).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('search', () => {
  test('shows the results without the pager and clears the box; Clear returns to the list', async ({
    page,
    request,
  }) => {
    const { slot } = await issueWithPages(request, 2);
    const { word, all } = await searchWordFor(request, slot);
    await page.goto(listPath('archives', slot));
    await expect(pager(page)).toBeVisible();

    await searchBox(page).fill(word);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(url(listPath('archives', slot, `&search=${word}`)));
    await expect(cards(page)).toHaveCount(all);
    await expect(pager(page)).toHaveCount(0);
    await expect(searchBox(page)).toHaveValue('');

    await page.getByRole('link', { name: 'Clear' }).click();
    await expect(page).toHaveURL(url(listPath('archives', slot)));
    await expect(cards(page)).toHaveCount(5);
    await expect(pager(page)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Clear' })).toHaveCount(0);
  });

  test('a blank search is not submitted', async ({ page, request }) => {
    const slot = (await archiveSlots(request))[0]!;
    await page.goto(listPath('archives', slot));
    await searchBox(page).fill('   ');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(url(listPath('archives', slot)));
    await expect(cards(page).first()).toBeVisible();
  });

  test('on the current issue keeps only papers of the active issue', async ({ page, request }) => {
    const current = (await archiveSlots(request)).at(-1)!;
    const { word, all, inSlot } = await searchWordFor(request, current);
    expect(all).toBeGreaterThan(inSlot);
    await page.goto(listPath('current-issue', current));
    await searchBox(page).fill(word);
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(url(listPath('current-issue', current, `&search=${word}`)));
    await expect(cards(page)).toHaveCount(inSlot);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('a list without a selection', () => {
  for (const [list, index, h1Text] of [
    ['archives/paperlist', 'archives', 'Archives'],
    ['archives/paperlist?year=2024&volume=abc&issue=1', 'archives', 'Archives'],
    ['current-issue/paperlist', 'current-issue', 'Current Issue'],
    ['thesis/paperlist?year=2024', 'thesis', 'Thesis'],
    ['conference/paperlist?id=5&name=Not%20its%20name', 'conference', 'Published Conferences'],
  ] as const) {
    test(`${list} redirects to /${index}`, async ({ page }) => {
      const response = await page.goto(list);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(url(index));
      await expect(h1(page)).toHaveText(h1Text);
    });
  }
});

test.describe('the state in the URL', () => {
  test('survives a reload and comes back with Back', async ({ page, request }) => {
    const { slot } = await issueWithPages(request, 2);
    const second = await issuePage(request, slot, 2);
    await page.goto(listPath('archives', slot));
    await pager(page).getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(url(listPath('archives', slot, '&page=2')));
    await expect(cards(page).first().getByRole('heading')).toHaveText(
      second.papersList[0]!.paper_title,
    );

    await page.reload();
    await expect(h1(page)).toHaveText(heading(slot));
    await expect(pager(page).getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(cards(page).first().getByRole('heading')).toHaveText(
      second.papersList[0]!.paper_title,
    );

    await anyIssueArrow(page).click();
    await expect(h1(page)).not.toHaveText(heading(slot));
    await page.goBack();
    await expect(page).toHaveURL(url(listPath('archives', slot, '&page=2')));
    await expect(h1(page)).toHaveText(heading(slot));
    await expect(pager(page).getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(cards(page).first().getByRole('heading')).toHaveText(
      second.papersList[0]!.paper_title,
    );

    await page.goForward();
    await expect(h1(page)).not.toHaveText(heading(slot));
  });
});

test.describe('loading in the browser', () => {
  test('a later list asks the app only for its papers; a page pointed at first opens without a request', async ({
    page,
    request,
  }) => {
    const { slot } = await issueWithPages(request, 2);
    await page.goto(listPath('archives', slot));
    await expect(cards(page).first()).toBeVisible();
    const asked: string[] = [];
    page.on('request', (sent) => {
      const path = new URL(sent.url()).pathname;
      if (path.startsWith(`${prefix}api/`) || path.endsWith('.data'))
        asked.push(path.slice(prefix.length));
    });

    await anyIssueArrow(page).click();
    await expect(h1(page)).not.toHaveText(heading(slot));
    await expect(cards(page).first()).toBeVisible();
    // The index is in the visit's cache already; no server round trip for the route.
    expect(asked).toEqual(['api/archivePaperListing']);

    asked.length = 0;
    const pageTwo = pager(page).getByRole('link', { name: 'Page 2', exact: true });
    const prefetched = page.waitForResponse((response) =>
      response.url().includes('api/archivePaperListing'),
    );
    await pageTwo.hover();
    await prefetched;
    await pageTwo.click();
    await expect(pageTwo).toHaveAttribute('aria-current', 'page');
    expect(asked).toEqual(['api/archivePaperListing']);
  });
});

test.describe('the share dialog', () => {
  test("offers the list's address and says 'Copied' for 2 seconds", async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    const slot = (await archiveSlots(request))[0]!;
    await page.goto(listPath('archives', slot));
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox')).toHaveValue(url(listPath('archives', slot)));

    // The page's time moves only when the test says: 'Copied' stays 2 seconds of it, not 1 ms less.
    await holdClock(page);
    await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
    const copied = dialog.getByRole('button', { name: 'Copied' });
    await expect(copied).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      url(listPath('archives', slot)),
    );
    await page.clock.runFor(1_999);
    await expect(copied).toBeVisible();
    await page.clock.runFor(1);
    await expect(dialog.getByRole('button', { name: 'Copy', exact: true })).toBeVisible();
    await expect(copied).toHaveCount(0);
  });
});

// ---- Without JavaScript ----

test.describe('a list without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the pager numbers and arrows are links the server answers', async ({ page, request }) => {
    const { slot } = await issueWithPages(request, 2);
    const second = await issuePage(request, slot, 2);
    await page.goto(listPath('archives', slot));
    await expect(cards(page)).toHaveCount(5);
    await pager(page).getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(url(listPath('archives', slot, '&page=2')));
    await expect(pager(page).getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(cards(page).first().getByRole('heading')).toHaveText(
      second.papersList[0]!.paper_title,
    );

    await anyIssueArrow(page).click();
    await expect(h1(page)).not.toHaveText(heading(slot));
  });

  test('a volume chosen opens its list', async ({ page, request, isMobile }) => {
    const slots = await archiveSlots(request);
    const [oldest, newest] = [slots[0]!, slots.at(-1)!];
    await page.goto(listPath('archives', newest));
    await chooseVolume(page, oldest, isMobile, false);
    await expect(h1(page)).toHaveText(volumeHeading(oldest));
  });

  test('the search form is a GET form; Clear is a link back', async ({ page, request }) => {
    const slot = (await archiveSlots(request))[0]!;
    const { word, all } = await searchWordFor(request, slot);
    await page.goto(listPath('archives', slot));
    await searchBox(page).fill(word);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(url(listPath('archives', slot, `&search=${word}`)));
    await expect(cards(page)).toHaveCount(all);
    await expect(searchBox(page)).toHaveValue('');
    await page.getByRole('link', { name: 'Clear' }).click();
    await expect(page).toHaveURL(url(listPath('archives', slot)));
    await expect(cards(page)).toHaveCount(5);
  });
});
