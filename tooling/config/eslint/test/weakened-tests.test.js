// Every way to switch a test off, to make it pass whatever happens, or to make it wait for a guessed
// time is an error: in a unit test (Vitest), in a test run with `node --test`, and in an end-to-end
// spec (Playwright). An ordinary test of each kind lints clean.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import { base } from '../index.js';

const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: base });

/** The rules that fire on `source`, each once, sorted. */
async function rulesFor(source, filePath) {
  const [result] = await eslint.lintText(source, { filePath });
  return [...new Set(result.messages.map((message) => message.ruleId ?? message.message))].sort();
}

const unit = 'packages/x/test/thing.test.ts';
const nodeTest = 'tooling/x/test/thing.test.js';
const nodeTestModule = 'tooling/x/test/probe.mjs';
const spec = 'apps/y/e2e/thing.e2e.spec.ts';

// Each import is exported too, so that a sample that leaves one unused lints clean.
const vitestImport =
  "import { describe, expect, it, test } from 'vitest';\nexport { describe, expect, it, test };\n";
const nodeTestImport =
  "import assert from 'node:assert/strict';\nimport { describe, it, suite, test } from 'node:test';\nexport { assert, describe, it, suite, test };\n";
// A spec takes its suite's test object (a sample that takes Playwright's own is refused below).
const playwrightImport =
  "import { expect, test } from './fixtures.ts';\nexport { expect, test };\n";

const body = '() => { expect(1 + 1).toBe(2); }';
const nodeBody = '() => { assert.equal(1 + 1, 2); }';
const specBody = "async ({ page }) => { await expect(page).toHaveTitle('x'); }";

/** Vitest: each sample, and the one rule that must refuse it. */
const unitSamples = [
  [`it.skip('adds', ${body});`, 'vitest/no-disabled-tests'],
  [`describe.skip('sums', () => { it('adds', ${body}); });`, 'vitest/no-disabled-tests'],
  [`it('adds', { skip: true }, ${body});`, 'vitest/no-disabled-tests'],
  [
    `it('adds', (context) => { context.skip(); expect(1 + 1).toBe(2); });`,
    'vitest/no-disabled-tests',
  ],
  ["it.todo('adds');", 'vitest/warn-todo'],
  ["describe.todo('sums');", 'vitest/warn-todo'],
  [`test('adds', { todo: true }, ${body});`, 'vitest/warn-todo'],
  [`it.skipIf(process.platform === 'win32')('adds', ${body});`, 'no-restricted-syntax'],
  [`test.runIf(Boolean(globalThis.window))('adds', ${body});`, 'no-restricted-syntax'],
  [`describe.skipIf(true)('sums', () => { it('adds', ${body}); });`, 'no-restricted-syntax'],
  [`describe.runIf(false)('sums', () => { it('adds', ${body}); });`, 'no-restricted-syntax'],
  [`test.concurrent.skipIf(true)('adds', ${body});`, 'no-restricted-syntax'],
  [
    `it.runIf(true).each([1, 2])('adds %i', (n) => { expect(n).toBeGreaterThan(0); });`,
    'no-restricted-syntax',
  ],
  [`it.fails('adds', ${body});`, 'no-restricted-syntax'],
  [`test.fails('adds', ${body});`, 'no-restricted-syntax'],
  [`test.concurrent.fails('adds', ${body});`, 'no-restricted-syntax'],
  [`it('adds', { fails: true }, ${body});`, 'no-restricted-syntax'],
  [
    "it('adds', () => { const sum = 1 + 1; if (sum > 1) { expect(sum).toBe(2); } });",
    'vitest/no-conditional-expect',
  ],
  [
    "it('throws', () => { try { JSON.parse('{'); } catch (error) { expect(error).toBeInstanceOf(SyntaxError); } });",
    'vitest/no-conditional-expect',
  ],
];

for (const [sample, rule] of unitSamples) {
  test(`unit test: ${rule} refuses ${sample.slice(0, 60)}`, async () => {
    assert.deepEqual(await rulesFor(`${vitestImport}${sample}\n`, unit), [rule]);
  });
}

/** node:test: each sample is refused by `no-restricted-syntax`. */
const nodeTestSamples = [
  `test.skip('adds', ${nodeBody});`,
  `it.skip('adds', ${nodeBody});`,
  `describe.skip('sums', () => { it('adds', ${nodeBody}); });`,
  `suite.skip('sums', () => { test('adds', ${nodeBody}); });`,
  "test.todo('adds');",
  "it.todo('adds');",
  `describe.todo('sums', () => { it('adds', ${nodeBody}); });`,
  `test('adds', { skip: true }, ${nodeBody});`,
  `test('adds', { skip: 'not on this platform' }, ${nodeBody});`,
  `test('adds', { todo: true }, ${nodeBody});`,
  `describe('sums', { skip: process.platform === 'win32' }, () => { it('adds', ${nodeBody}); });`,
  `test('sums', async (t) => { await t.test('adds', { skip: true }, ${nodeBody}); });`,
  "test('adds', (t) => { t.todo('later'); assert.equal(1 + 1, 2); });",
];

for (const sample of nodeTestSamples) {
  test(`node:test: no-restricted-syntax refuses ${sample.slice(0, 60)}`, async () => {
    assert.deepEqual(await rulesFor(`${nodeTestImport}${sample}\n`, nodeTest), [
      'no-restricted-syntax',
    ]);
  });
}

test('node:test: t.skip() is refused, in a *.test.js file by the Vitest rule too', async () => {
  const sample = "test('adds', (t) => { t.skip('later'); assert.equal(1 + 1, 2); });";
  assert.deepEqual(await rulesFor(`${nodeTestImport}${sample}\n`, nodeTest), [
    'no-restricted-syntax',
    'vitest/no-disabled-tests',
  ]);
  assert.deepEqual(await rulesFor(`${nodeTestImport}${sample}\n`, nodeTestModule), [
    'no-restricted-syntax',
  ]);
});

test('node:test: a module under test/ that imports node:test is covered too', async () => {
  const sample = `test.skip('adds', ${nodeBody});`;
  assert.deepEqual(await rulesFor(`${nodeTestImport}${sample}\n`, nodeTestModule), [
    'no-restricted-syntax',
  ]);
});

test('node:test: a module that does not import node:test may call .skip()', async () => {
  const source = 'export function rest(reader) { reader.skip(2); return reader.read(); }\n';
  assert.deepEqual(await rulesFor(source, nodeTestModule), []);
});

/** Playwright: each sample, and the rules that must refuse it. */
const specSamples = [
  [`test.fixme('opens', ${specBody});`, ['playwright/no-skipped-test']],
  [
    `test.describe.fixme('home', () => { test('opens', ${specBody}); });`,
    ['playwright/no-skipped-test'],
  ],
  [
    "test('opens', async ({ page }) => { test.fixme(); await expect(page).toHaveTitle('x'); });",
    ['playwright/no-skipped-test'],
  ],
  [
    "test('opens', async ({ page, browserName }) => { test.skip(browserName === 'webkit', 'flaky'); await expect(page).toHaveTitle('x'); });",
    ['playwright/no-skipped-test'],
  ],
  [
    "test('opens', async ({ page }, testInfo) => { testInfo.fixme(); await expect(page).toHaveTitle('x'); });",
    ['playwright/no-skipped-test'],
  ],
  [`test.fail('opens', ${specBody});`, ['no-restricted-syntax']],
  [
    "test('opens', async ({ page }) => { test.fail(); await expect(page).toHaveTitle('x'); });",
    ['no-restricted-syntax'],
  ],
  [
    "test('opens', async ({ page }, testInfo) => { testInfo.fail(); await expect(page).toHaveTitle('x'); });",
    ['no-restricted-syntax'],
  ],
  [
    "test('opens', async ({ page }) => { test.info().fail(); await expect(page).toHaveTitle('x'); });",
    ['no-restricted-syntax'],
  ],
  [
    "test('opens', async ({ page }) => { test.info().skip(); await expect(page).toHaveTitle('x'); });",
    ['no-restricted-syntax'],
  ],
  [
    "test('opens', async ({ page }) => { await expect.soft(page).toHaveTitle('x'); });",
    ['no-restricted-syntax'],
  ],
  [
    "const softExpect = expect.configure({ soft: true });\ntest('opens', async ({ page }) => { await softExpect(page).toHaveTitle('x'); });",
    ['no-restricted-syntax'],
  ],
  [
    "test('opens', async ({ page }) => { await page.waitForTimeout(1000); await expect(page).toHaveTitle('x'); });",
    ['playwright/no-wait-for-timeout'],
  ],
  [
    "test('opens', async ({ page }) => { await page.waitForSelector('main'); await expect(page).toHaveTitle('x'); });",
    ['playwright/no-wait-for-selector'],
  ],
  [
    "test('opens', async ({ page, isMobile }) => { if (isMobile) { await expect(page).toHaveTitle('x'); } });",
    ['playwright/no-conditional-expect', 'playwright/no-conditional-in-test'],
  ],
  [
    "test('opens', async ({ page }) => { await page.goto('/').catch(() => expect(page).toHaveTitle('x')); });",
    ['playwright/no-conditional-expect'],
  ],
  [
    "test('opens', async ({ page }) => { if (await page.title()) { await page.goto('/'); } await expect(page).toHaveURL('/'); });",
    ['playwright/no-conditional-in-test'],
  ],
];

for (const [sample, rules] of specSamples) {
  test(`end-to-end spec: ${rules.join(', ')} refuses ${sample.slice(0, 60)}`, async () => {
    assert.deepEqual(await rulesFor(`${playwrightImport}${sample}\n`, spec), rules);
  });
}

test("end-to-end spec: no-restricted-imports refuses Playwright's own test object", async () => {
  const source = `import { expect, test } from '@playwright/test';\nexport { expect };\ntest('opens', ${specBody});\n`;
  assert.deepEqual(await rulesFor(source, spec), ['no-restricted-imports']);
  // Its types and its expect stay allowed.
  const typesOnly = `import { expect, type Page } from '@playwright/test';\nimport { test } from './fixtures.ts';\nexport async function opened(page: Page) { await expect(page).toHaveTitle('x'); }\ntest('opens', ${specBody});\n`;
  assert.deepEqual(await rulesFor(typesOnly, spec), []);
});

test('ordinary tests of each kind lint clean', async () => {
  const unitSource = `${vitestImport}describe('sums', () => {
  it('adds', ${body});
  test.each([[1, 2], [2, 3]])('adds one to %i', (n, sum) => { expect(n + 1).toBe(sum); });
  it.concurrent('adds in parallel', { timeout: 5000 }, ${body});
  it('throws', () => { expect(() => JSON.parse('{')).toThrow(SyntaxError); });
});
`;
  assert.deepEqual(await rulesFor(unitSource, unit), []);

  const nodeSource = `${nodeTestImport}describe('sums', () => {
  it('adds', ${nodeBody});
  test('adds in steps', { timeout: 5000 }, async (t) => {
    await t.test('first', ${nodeBody});
  });
});
`;
  assert.deepEqual(await rulesFor(nodeSource, nodeTest), []);

  const specSource = `${playwrightImport}async function expectMenuShown(page) { await expect(page.getByRole('menu')).toBeVisible(); }
test.describe('home', () => {
  test.beforeEach(async ({ page }) => { await page.goto('/'); });
  test('opens', async ({ page }) => {
    const response = page.waitForResponse('**/api/papers');
    await page.getByRole('link', { name: 'Papers' }).click();
    expect((await response).ok()).toBe(true);
    await expect(page.getByRole('main')).toBeVisible();
    await expect.poll(() => page.title()).toBe('Papers');
  });
  test('steps', async ({ page }) => {
    await test.step('opens', async () => { await expect(page).toHaveURL('/'); });
  });
  test('shows the menu', async ({ page }) => { await expectMenuShown(page); });
  test('opens its menu on a phone', { tag: '@phone' }, async ({ page }) => {
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
`;
  assert.deepEqual(await rulesFor(specSource, spec), []);
});
