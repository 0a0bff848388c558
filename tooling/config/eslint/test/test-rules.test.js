// The test rules: a focused or skipped test, or a test that expects nothing, is an error in a
// unit test (Vitest) and in an end-to-end spec (Playwright).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import { base } from '../index.js';

const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: base });

async function rulesFor(source, filePath) {
  const [result] = await eslint.lintText(source, { filePath });
  return result.messages.map((message) => message.ruleId);
}

const unit = 'packages/x/test/thing.test.ts';
const spec = 'apps/y/e2e/thing.e2e.spec.ts';
const vitestImport = "import { expect, it } from 'vitest';\nexport { expect };\n";
// A spec takes its suite's test object (weakened-tests.test.js proves Playwright's own is refused).
const playwrightImport = "import { expect, test } from './fixtures.ts';\nexport { expect };\n";

test('a focused unit test is an error', async () => {
  const source = `${vitestImport}it.only('adds', () => { expect(1 + 1).toBe(2); });\n`;
  assert.deepEqual(await rulesFor(source, unit), ['vitest/no-focused-tests']);
});

test('a skipped unit test is an error', async () => {
  const source = `${vitestImport}it.skip('adds', () => { expect(1 + 1).toBe(2); });\n`;
  assert.deepEqual(await rulesFor(source, unit), ['vitest/no-disabled-tests']);
});

test('a unit test that expects nothing is an error, one that calls a helper is not', async () => {
  const nothing = `${vitestImport}it('adds', () => { void (1 + 1); });\n`;
  assert.deepEqual(await rulesFor(nothing, unit), ['vitest/expect-expect']);
  const helper = `${vitestImport}function expectSum(a: number) { expect(a).toBe(2); }\nit('adds', () => { expectSum(1 + 1); });\n`;
  assert.deepEqual(await rulesFor(helper, unit), []);
});

test('a focused or skipped end-to-end test is an error', async () => {
  const only = `${playwrightImport}test.only('opens', async ({ page }) => { await expect(page).toHaveTitle('x'); });\n`;
  assert.deepEqual(await rulesFor(only, spec), ['playwright/no-focused-test']);
  const skipped = `${playwrightImport}test.skip('opens', async ({ page }) => { await expect(page).toHaveTitle('x'); });\n`;
  assert.deepEqual(await rulesFor(skipped, spec), ['playwright/no-skipped-test']);
});

test('an end-to-end test that expects nothing is an error', async () => {
  const source = `${playwrightImport}test('opens', async ({ page }) => { await page.goto('/'); });\n`;
  assert.deepEqual(await rulesFor(source, spec), ['playwright/expect-expect']);
});

test('an end-to-end test whose only assertion is a helper named expect… or assert… is fine', async () => {
  const helpers = `${playwrightImport}async function expectHome(page) { await expect(page).toHaveTitle('x'); }
const assertHome = expectHome;
test('opens', async ({ page }) => { await page.goto('/'); await expectHome(page); });
test('opens again', async ({ page }) => { await page.goto('/'); await assertHome(page); });
`;
  assert.deepEqual(await rulesFor(helpers, spec), []);
  const notAHelper = `${playwrightImport}async function expected(page) { return page.title(); }
test('opens', async ({ page }) => { await page.goto('/'); await expected(page); });
`;
  assert.deepEqual(await rulesFor(notAHelper, spec), ['playwright/expect-expect']);
});
