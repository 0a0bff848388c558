// appTest fails a test whose browser reported an error it did not declare (a console error, an
// uncaught exception, a failed request of our own, a CSP violation), and one that declared an
// error that never came: proved by running probe-suite/ against a server of such pages.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.js';
import { browserErrorVerdict, watchBrowserErrors } from '../fixtures.js';

const page = (title, extra = '') =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><h1>${title}</h1>${extra}</body></html>`;

/** The probe pages: each makes the browser report one kind of error, or none. */
const pages = {
  '/clean': page('Clean'),
  '/console-error': page('Console error', '<script>console.error("boom")</script>'),
  '/missing-image': page('Missing image', '<img src="/nothing-here.png" alt="">'),
  '/blocked-script': page('Blocked script', '<script>document.title = "ran"</script>'),
  '/uncaught': page('Uncaught', '<script>throw new Error("kaput")</script>'),
};

const server = createServer((request, response) => {
  const body = pages[request.url];
  const headers = { 'content-type': 'text/html' };
  if (request.url === '/blocked-script') headers['content-security-policy'] = "script-src 'none'";
  response.writeHead(body ? 200 : 404, headers);
  response.end(body ?? 'Not found');
});
let origin;

before(async () => {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  origin = `http://127.0.0.1:${port}`;
  // The same server under another origin: what fails there is a console error, not ours.
  pages['/elsewhere'] = page('Elsewhere', `<img src="http://localhost:${port}/gone.png" alt="">`);
});
after(() => server.close());

test('the verdict names what came undeclared and what was declared but never came', () => {
  assert.equal(browserErrorVerdict(['a', 'b'], ['b', 'a']), undefined);
  assert.equal(browserErrorVerdict([], []), undefined);
  assert.equal(
    browserErrorVerdict(['a', 'a'], ['a', 'c']),
    "The browser's error reports:\n  reported, not expected: a\n  expected, not reported: c",
  );
});

test('the watcher reports console errors, exceptions, our failed loads and CSP violations', async () => {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const context = await browser.newContext();
  const reports = watchBrowserErrors(context, origin);
  const tab = await context.newPage();
  for (const path of ['/clean', '/console-error', '/missing-image', '/uncaught', '/elsewhere']) {
    await tab.goto(`${origin}${path}`, { waitUntil: 'load' });
  }
  await tab.goto(`${origin}/no-such-page`);
  assert.deepEqual(reports.slice(0, 4), [
    `boom [${origin}/console-error]`,
    `404 GET ${origin}/nothing-here.png`,
    'Uncaught kaput',
    `Failed to load resource: the server responded with a status of 404 (Not Found) [${origin.replace('127.0.0.1', 'localhost')}/gone.png]`,
  ]);
  // A page's own 404 is the test's to assert; the request elsewhere is not ours to report twice.
  assert.equal(reports.length, 4);
  await tab.goto(`${origin}/blocked-script`);
  assert.match(reports[4], /Content Security Policy/);
  await browser.close();
});

test('in a suite, every undeclared error fails its test and every declared one must come', async () => {
  const require = createRequire(import.meta.url);
  const cli = require.resolve('@playwright/test/cli');
  const config = fileURLToPath(new URL('../probe-suite/playwright.config.js', import.meta.url));
  const run = await promisify(execFile)(process.execPath, [cli, 'test', '-c', config], {
    env: { ...process.env, PROBE_ORIGIN: origin },
    maxBuffer: 16 * 1024 * 1024,
  }).catch((failure) => failure);
  const report = JSON.parse(run.stdout);
  const outcomes = report.suites
    .flatMap((file) => file.specs)
    .map((spec) => [spec.title, spec.tests[0].results[0].status]);
  assert.ok(outcomes.length === 7, `seven probe tests ran: ${JSON.stringify(outcomes)}`);
  for (const [title, status] of outcomes) {
    assert.equal(status, title.startsWith('passes:') ? 'passed' : 'failed', title);
  }
  const messages = report.suites
    .flatMap((file) => file.specs)
    .filter((spec) => spec.title.startsWith('fails:'))
    .map((spec) => spec.tests[0].results[0].errors.map((error) => error.message).join('\n'));
  assert.match(messages[0], /reported, not expected: boom/);
  assert.match(messages[1], /expected, not reported: boom \[/);
  assert.match(messages[2], /reported, not expected: 404 GET .*\/nothing-here\.png/);
  assert.match(messages[3], /reported, not expected: .*Content Security Policy/);
  assert.match(messages[4], /reported, not expected: Uncaught kaput/);
});
