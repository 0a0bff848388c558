// Hostile content renders as text and runs nothing. The journal's built app runs in front of an
// API whose every text carries markup that would run script if a page let it through
// (`<script>`, `onerror=`, `javascript:` links, `<svg onload>`, an iframe's srcdoc), a
// right-to-left override, and a 1 MB title per answer (src/hostile-content.ts). Every kind of
// page that shows API texts is visited in the browser (and hydrated, where the page hydrates): no
// payload runs (window.alert is hooked and the payloads set a flag), no page breaks or grows with
// the data, the layout keeps to the viewport, and the browser reports no error (no blocked
// script, no hydration mismatch: the suite's check).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startJournalApi } from '@journals/journal-api';
import { startCapturedAppServer, type CapturedAppServer } from '../../src/captured-app-server.ts';
import { suiteTarget } from '../../src/env.ts';
import { expect, test as journalTest } from '../../src/fixtures.ts';
import { startFaultApi } from '../../src/fault-api.ts';
import { apiBackedPages, journalConfig, type FaultPage } from '../../src/fault-pages.ts';
import { hostileFlag } from '../../src/hostile-content.ts';

const { site, appDir } = suiteTarget();
const journal = journalConfig(site);
const authorization = 'hostile-content-token';

interface HostileSite {
  /** The journal's app in front of the hostile API. */
  app: CapturedAppServer;
  /** The pages to visit, picked from the real data (the hostile answers keep ids and slugs). */
  pages: FaultPage[];
}

// The suite's test on this spec's own app, started once per worker: `baseURL` follows it, so a
// browser error there fails the test as it would on the suite's app.
const test = journalTest.extend<object, { hostileSite: HostileSite }>({
  hostileSite: [
    async ({}, use) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), `${site}-hostile-`));
      const api = await startJournalApi({ port: 0, dataDir, authorization });
      const fault = await startFaultApi(api.url);
      const pages = [
        { name: 'home', path: '' },
        ...(await apiBackedPages(`${api.url}${journal.apiBasePath}`, authorization)),
      ];
      await fault.setMode('hostile-content');
      const app = await startCapturedAppServer({
        appDir,
        prefix: journal.prefix,
        env: {
          API_BASE_URL: `${fault.url}${journal.apiBasePath}`,
          API_AUTHORIZATION: authorization,
        },
      });
      await use({ app, pages });
      await app.stop();
      await fault.close();
      await api.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ hostileSite }, use) => {
    await use(`${hostileSite.app.url}${journal.prefix}`);
  },
});

test('every page of API texts shows them as text, runs none of them, and keeps its layout', async ({
  page,
  hostileSite: { app, pages },
}) => {
  test.setTimeout(300_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    window.alert = () => {
      (window as unknown as Record<string, number>).__alertCalled = 1;
    };
  });
  const width = page.viewportSize()?.width ?? 1280;
  for (const visited of pages) {
    const response = await page.goto(`${app.url}${journal.prefix}${visited.path}`);
    expect(response?.status(), visited.name).toBe(200);
    const html = (await response?.text()) ?? '';
    // Texts are cut in the contract: no answer grows with a 1 MB title.
    expect(html.length, visited.name).toBeLessThan(600_000);
    await page.waitForLoadState('load');
    const ran = await page.evaluate(
      ({ flag, viewport }) => ({
        flag: (window as unknown as Record<string, unknown>)[flag] ?? null,
        alert: (window as unknown as Record<string, unknown>).__alertCalled ?? null,
        handlers: document.querySelectorAll('[onerror], [onload], [srcdoc]').length,
        jsLinks: [...document.querySelectorAll('a[href]')].filter((link) =>
          link.getAttribute('href')?.trim().toLowerCase().startsWith('javascript:'),
        ).length,
        overflow: document.documentElement.scrollWidth,
        // The innermost elements that reach past the viewport, to name in a failure.
        wide: [...document.body.querySelectorAll('*')]
          .filter(
            (element) =>
              element.getBoundingClientRect().left + element.scrollWidth > viewport + 1 &&
              getComputedStyle(element).overflowX === 'visible',
          )
          .filter(
            (element) =>
              ![...element.children].some(
                (child) =>
                  child.getBoundingClientRect().left + child.scrollWidth > viewport + 1 &&
                  getComputedStyle(child).overflowX === 'visible',
              ),
          )
          .slice(0, 5)
          .map(
            (element) =>
              `${element.parentElement?.parentElement?.tagName ?? ''} ${element.parentElement?.getAttribute('aria-label') ?? element.parentElement?.className ?? ''} > ${element.tagName.toLowerCase()}.${element.className}: ${(element.textContent ?? '').slice(0, 40)}`,
          ),
      }),
      { flag: hostileFlag, viewport: width },
    );
    expect(ran.flag, `${visited.name}: a payload ran`).toBeNull();
    expect(ran.alert, `${visited.name}: alert was called`).toBeNull();
    expect(ran.handlers, `${visited.name}: event handler attributes`).toBe(0);
    expect(ran.jsLinks, `${visited.name}: javascript: links`).toBe(0);
    expect(
      ran.overflow,
      `${visited.name}: wider than the viewport: ${ran.wide.join(' | ')}`,
    ).toBeLessThanOrEqual(width);
    await expect(page.getByRole('heading', { level: 1 }), visited.name).toHaveCount(1);
  }
  expect(dialogs).toEqual([]);
  expect(app.output()).not.toMatch(/TypeError|RangeError|Hydration/);
});
