// The preset launches Debian's Chromium headless and renders a page.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { chromium } from '@playwright/test';
import {
  assertChromiumInstalled,
  chromiumArgs,
  chromiumExecutablePath,
  chromiumLaunchOptions,
  omniboxPopupFeatures,
} from '../chromium.js';
import { definePlaywrightConfig } from '../index.js';

test('the preset points at Debian chromium with the required flags', () => {
  const config = definePlaywrightConfig();
  const names = config.projects.map((project) => project.name);
  assert.deepEqual(names, ['desktop', 'phone-360', 'crawler']);
  for (const project of config.projects) {
    assert.equal(project.use.launchOptions.executablePath, chromiumLaunchOptions.executablePath);
    assert.ok(project.use.launchOptions.args.includes('--no-sandbox'));
    assert.ok(project.use.launchOptions.args.includes('--disable-background-networking'));
  }
  assert.equal(config.projects[1].use.viewport.width, 360);
});

test('the crawler project alone runs the HTTP-only specs (*.crawler and *.http)', () => {
  const [desktop, phone, crawler] = definePlaywrightConfig().projects;
  const spec = 'e2e/head-tags.crawler.e2e.spec.ts';
  assert.ok(crawler.testMatch.test(spec));
  assert.ok(desktop.testIgnore.test(spec) && phone.testIgnore.test(spec));
  assert.ok(!desktop.testIgnore.test('e2e/pages.e2e.spec.ts'));
  assert.ok(!crawler.testMatch.test('e2e/pages.e2e.spec.ts'));
  const httpSpec = 'e2e/bad-requests.http.e2e.spec.ts';
  assert.ok(crawler.testMatch.test(httpSpec));
  assert.ok(desktop.testIgnore.test(httpSpec) && phone.testIgnore.test(httpSpec));
});

test('Debian chromium starts headless and renders a page', async () => {
  assertChromiumInstalled();
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    await page.setContent('<main><h1>Journal</h1></main>');
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Journal');
  } finally {
    await browser.close();
  }
});

/** The lists of the `--disable-features` switches of a browser process, in order. */
function disabledFeatureLists(pid) {
  return readFileSync(`/proc/${pid}/cmdline`, 'utf8')
    .split('\0')
    .filter((arg) => arg.startsWith('--disable-features='))
    .map((arg) => arg.slice('--disable-features='.length).split(','));
}

test('the launch options keep every feature Playwright turns off, in the list Chromium reads', async () => {
  const server = await chromium.launchServer(chromiumLaunchOptions);
  try {
    const [playwrights, ours, ...more] = disabledFeatureLists(server.process().pid);
    assert.deepEqual(more, [], 'Chromium reads the last --disable-features only');
    assert.ok(playwrights.includes('HttpsUpgrades'));
    assert.deepEqual(
      playwrights.filter((feature) => !ours.includes(feature)),
      [],
      "Playwright's list changed: update playwrightDisabledFeatures in chromium.js",
    );
    for (const feature of omniboxPopupFeatures) assert.ok(ours.includes(feature));
  } finally {
    await server.close();
  }
});

test("a test's new browser context starts no page of the browser's own", async () => {
  /** The targets other than pages once a new context has opened a page. */
  async function browserUiTargets(launchOptions) {
    const browser = await chromium.launch(launchOptions);
    try {
      const session = await browser.newBrowserCDPSession();
      const context = await browser.newContext();
      await context.newPage();
      const { targetInfos } = await session.send('Target.getTargets');
      return targetInfos.filter((target) => target.type !== 'page').map((target) => target.url);
    } finally {
      await browser.close();
    }
  }
  // Without the preset's features, Chromium opens the address bar's pop-ups with the window.
  const unset = await browserUiTargets({
    executablePath: chromiumExecutablePath,
    args: chromiumArgs,
  });
  assert.ok(
    unset.some((url) => url.startsWith('chrome://omnibox-popup')),
    unset.join(' '),
  );
  assert.deepEqual(await browserUiTargets(chromiumLaunchOptions), []);
});
