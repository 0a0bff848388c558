// axeViolations runs axe in the page and reports what it finds, and nothing on a clean page.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.js';
import { axeViolations } from '../fixtures.js';

/** @type {import('@playwright/test').Browser} */
let browser;
before(async () => {
  browser = await chromium.launch(chromiumLaunchOptions);
});
after(async () => {
  await browser.close();
});

const page = (body) =>
  `<!doctype html><html lang="en"><head><title>Axe</title></head><body>${body}</body></html>`;

test('a page without problems has no violation', async () => {
  const tab = await browser.newPage();
  await tab.setContent(page('<main><h1>Journal</h1><p>Open access.</p></main>'));
  assert.deepEqual(await axeViolations(tab), []);
  await tab.close();
});

test('an image without a text alternative and a nameless button are violations', async () => {
  const tab = await browser.newPage();
  await tab.setContent(
    page('<main><h1>Journal</h1><img src="data:,"><button type="button"></button></main>'),
  );
  const ids = (await axeViolations(tab)).map((violation) => violation.id).sort();
  assert.deepEqual(ids, ['button-name', 'image-alt']);
  await tab.close();
});
