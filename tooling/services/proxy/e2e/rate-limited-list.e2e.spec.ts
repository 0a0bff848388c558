// The paper list in Chromium through nginx when the journal's api/ forwarder is over its rate
// limit (ADR 012): while another client of the same address keeps the forwarder's limit full, a
// search in a hydrated INDJECE list is refused 429 by nginx, and the page shows the designed
// message ('Too many requests', 'Too many requests, try again in a moment.', Try again) inside
// the list's frame: heading, search box and site navigation still there, no error screen, no
// page error. Once the limit lifts, Try again shows the results.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { proxyUnderTest } from './env.ts';

const { url: proxy } = proxyUnderTest();

/** A list of INDJECE's archive, as the archive index links it. */
async function listPath(): Promise<string> {
  const index = await (await fetch(`${proxy}/indjece/archives`)).text();
  const link = /href="(\/indjece\/archives\/paperlist\?[^"]+)"/.exec(index)?.[1];
  expect(link).toBeDefined();
  return (link ?? '').replaceAll('&amp;', '&');
}

/**
 * Calls the forwarder from this process (the same client address as the browser) until stopped,
 * keeping nginx's `api_calls` bucket full. Resolves `full` at the first 429. The calls name no
 * call the browser may make, so the few nginx lets through are answered 404 by the app at once
 * (no API call behind them): the workers never all wait on slow answers while the bucket
 * drains, even on a loaded machine, and 16 of them keep asking faster than the limit's 20/s.
 */
function floodForwarder() {
  let running = true;
  let markFull = () => {};
  const full = new Promise<void>((resolve) => {
    markFull = resolve;
  });
  const statuses = new Map<number, number>();
  const worker = async () => {
    while (running) {
      const response = await fetch(`${proxy}/indjece/api/notABrowserCall`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      }).catch(() => null);
      if (!response) continue;
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status === 429) markFull();
    }
  };
  const workers = Array.from({ length: 16 }, worker);
  return {
    full,
    statuses,
    async stop() {
      running = false;
      await Promise.all(workers);
    },
  };
}

/** What the browser's calls to the forwarder were answered. */
function watchForwarder(page: Page): number[] {
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/indjece/api/')) {
      statuses.push(response.status());
    }
  });
  return statuses;
}

/**
 * Searches the list for each term in turn until the forwarder refuses one (429), and returns what
 * each search's call was answered, in order. The forwarder's one free slot every 50 ms can still
 * go to the browser before the flood takes it (more likely on a loaded machine), so a search
 * answered 200 is followed by another, with another term (no cached answer), until one is refused.
 */
async function searchUntilRefused(
  page: Page,
  terms: readonly string[],
): Promise<{ term: string; status: number }[]> {
  const search = page.getByRole('searchbox', { name: 'Search papers' });
  const searches: { term: string; status: number }[] = [];
  for (const term of terms) {
    const answer = page.waitForResponse((response) =>
      new URL(response.url()).pathname.startsWith('/indjece/api/search'),
    );
    await search.fill(term);
    await search.press('Enter');
    const status = (await answer).status();
    searches.push({ term, status });
    if (status === 429) break;
  }
  return searches;
}

/** The status of one forwarder call from this machine's address: 429 while the limit holds. */
async function forwarderStatus(): Promise<number> {
  const response = await fetch(`${proxy}/indjece/api/notABrowserCall`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  await response.arrayBuffer();
  return response.status;
}

/**
 * Waits until the forwarder takes this address's calls again. Its bucket drains at 20 calls a
 * second once the flood stops, so after one call passes, the next ones pass too.
 */
async function limitLifted(): Promise<void> {
  await expect.poll(forwarderStatus, { timeout: 15_000 }).not.toBe(429);
}

test.afterEach(async () => {
  // The specs that follow read lists from the same address.
  await limitLifted();
});

test("a search refused by the forwarder's rate limit shows 'Too many requests' in the list", async ({
  page,
  browserErrors,
}) => {
  // The one refused search is the browser's only error report.
  browserErrors.expect(`429 POST ${proxy}/indjece/api/searchArchive`);
  const forwarder = watchForwarder(page);

  await page.goto(`${proxy}${await listPath()}`);
  await page.waitForLoadState('networkidle');
  const heading = page.getByRole('heading', { level: 1 });
  const headingText = (await heading.textContent()) ?? '';
  expect(headingText).not.toBe('');
  // No 429 before the flood: the list came from the server.
  await expect(page.getByText('Too many requests')).toHaveCount(0);
  // Hydrated (the Share button is the app's own): the search is then the app's call through the
  // forwarder, not the form's plain GET, which the server would answer without the forwarder.
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible({ timeout: 15_000 });

  const flood = floodForwarder();
  // The search the forwarder refused (see searchUntilRefused).
  let refused = '';
  try {
    await flood.full;
    const searches = await searchUntilRefused(page, [
      'power',
      'signal',
      'antenna',
      'network',
      'radar',
      'channel',
    ]);
    refused = searches.find(({ status }) => status === 429)?.term ?? '';
    expect(refused, `a search the forwarder refused: ${JSON.stringify(searches)}`).not.toBe('');

    const alert = page.getByRole('alert').filter({ hasText: 'Too many requests' });
    await expect(alert).toBeVisible({ timeout: 15_000 });
    await expect(alert.getByRole('heading', { name: 'Too many requests' })).toBeVisible();
    await expect(alert).toContainText('Too many requests, try again in a moment.');
    await expect(alert.getByRole('link', { name: 'Try again' })).toBeVisible();
    // The browser's own call was the one refused.
    expect(forwarder).toContain(429);
  } finally {
    await flood.stop();
  }
  expect(flood.statuses.get(429) ?? 0).toBeGreaterThan(0);

  // Still the list, in its frame: not the error screen, not a blank page.
  await expect(page).toHaveURL(new RegExp(`search=${refused}`));
  await expect(heading).toHaveText(headingText);
  await expect(page.getByRole('searchbox', { name: 'Search papers' })).toBeVisible();
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(page.getByText('The papers could not be loaded')).toHaveCount(0);
  await expect(page.getByText(/something went wrong/i)).toHaveCount(0);

  // The limit lifts: Try again loads the search results.
  await limitLifted();
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByText('Too many requests')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByText(new RegExp(`found for “${refused}”|No Paper Found`))).toBeVisible();
});
