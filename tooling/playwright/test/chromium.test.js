// The preset launches Debian's Chromium headless and renders a page.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chromium } from '@playwright/test';
import { assertChromiumInstalled, chromiumLaunchOptions } from '../chromium.js';
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
