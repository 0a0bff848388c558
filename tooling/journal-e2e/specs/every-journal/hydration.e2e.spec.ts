// Hydration in the browser (docs/adr/014-hydration-per-route.md): an information page makes the
// browser load and run no script at all; a paper details page loads only its enhancement script,
// and its Copy buttons work with it; a paper list loads the app and hydrates (its Share dialog
// opens), and from there a link to an information page is a client navigation.
import { expect, test } from '../../src/fixtures.ts';
import { detailsPath, listPath } from '../../src/paper-addresses.ts';
import { firstArticle, firstSlot } from '../../src/reference-data.ts';

// Runs in the page before its own scripts: every Content Security Policy violation it reports.
const violationRecorder = `
  window.cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.cspViolations.push(event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline'));
  });
`;

test.describe.configure({ timeout: 90_000 });

test('a policy page loads no script and runs none', async ({ page, pageErrors }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const response = await page.goto('peer-review-policy');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('load');
  expect(scripts).toEqual([]);
  const running = await page.evaluate(() =>
    [...document.scripts]
      .filter((script) => script.type !== 'application/ld+json')
      .map((script) => script.src || script.text.slice(0, 60)),
  );
  expect(running).toEqual([]);
  expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
  expect(pageErrors).toEqual([]);
});

test('a details page loads only its enhancement script, and Copy puts the citation on the clipboard', async ({
  page,
  context,
  request,
  pageErrors,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript({ content: violationRecorder });
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });
  const paper = await firstArticle(request, await firstSlot(request));
  const response = await page.goto(detailsPath('archives', paper));
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("'strict-dynamic'");
  const howToCite = page.getByRole('region', { name: 'How to cite' });
  const copy = howToCite.getByRole('button', { name: 'Copy the APA (7th edition) citation' });
  await expect(copy).toBeVisible();
  await page.waitForLoadState('load');
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(/\/assets\/enhance-copy-buttons-[0-9a-f]{10}\.js$/);
  expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);

  const apa = howToCite.getByRole('heading', { level: 4, name: 'APA (7th edition)' });
  const text = (await apa.locator('xpath=following-sibling::p[1]').textContent()) ?? '';
  expect(text).toContain(paper.title);
  await copy.click();
  const copied = howToCite.getByRole('button', { name: 'Copied the APA (7th edition) citation' });
  await expect(copied).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'APA (7th edition) citation copied' }),
  ).toHaveCount(1);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
  await expect(copy).toBeVisible({ timeout: 5_000 });
  expect(scripts).toHaveLength(1);
  expect(await page.evaluate('window.cspViolations')).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('a paper list loads the app and hydrates: its Share dialog opens, and a link to an information page then navigates in the page', async ({
  page,
  request,
  pageErrors,
}) => {
  const scripts: string[] = [];
  const documents: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(sent.url());
    if (sent.resourceType() === 'document') documents.push(sent.url());
  });
  await page.goto(listPath('archives', await firstSlot(request)));
  expect(scripts.length).toBeGreaterThan(0);
  // The Share button is rendered by the hydrated app only.
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  documents.length = 0;
  await page.getByRole('contentinfo').getByRole('link', { name: 'Peer Review Policy' }).click();
  await expect(page).toHaveURL(/peer-review-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Peer Review');
  expect(documents).toEqual([]);
  expect(pageErrors).toEqual([]);
});
