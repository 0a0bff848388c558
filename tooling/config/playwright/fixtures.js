// What every app's end-to-end specs share: the axe check, the recorder of CSP violations, and a
// test object whose baseURL is the app under test, which fails any test in whose browser an error
// was reported that the test did not declare.
import AxeBuilder from '@axe-core/playwright';
import { test as base } from '@playwright/test';

/**
 * Axe violations (WCAG 2.x A and AA) of the page as it is now. Axe runs in the page itself
 * (legacy mode): our pages have no frames from another origin, and the default mode opens a
 * second, blank page for every check to merge frame results in, which doubles its cost.
 */
export async function axeViolations(page) {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
}

// Runs in the page before its own scripts: every Content Security Policy violation it reports,
// with where it came from (a string: it is sent to the browser as it is).
const cspViolationRecorder = `
  window.cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.cspViolations.push(
      event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline') +
        ' at ' + event.sourceFile + ':' + event.lineNumber,
    );
  });
`;

/**
 * Starts recording the Content Security Policy violations the page reports, from its first
 * script on (call before `page.goto`); `cspViolations(page)` reads them.
 * @param {import('@playwright/test').Page} page
 */
export async function recordCspViolations(page) {
  await page.addInitScript({ content: cspViolationRecorder });
}

/**
 * The violations the page has reported since `recordCspViolations`.
 * @param {import('@playwright/test').Page} page
 * @returns {Promise<string[]>}
 */
export async function cspViolations(page) {
  return /** @type {string[]} */ (await page.evaluate('window.cspViolations ?? []'));
}

/** The origin of an address, or '' for one that has none (data:, about:blank). */
function originOf(address) {
  try {
    return new URL(address).origin;
  } catch {
    return '';
  }
}

/**
 * Watches every page of `context` for what the browser reports going wrong: console errors
 * (Chromium reports a Content Security Policy violation and React's hydration errors as these),
 * uncaught exceptions, and requests to `ownOrigin` that failed or got a 4xx or 5xx answer. A
 * page's own navigation is left out: a test asserts its status, and a 404 page is a page. A
 * request cut short by a navigation (net::ERR_ABORTED) is no failure.
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string} ownOrigin
 * @returns {string[]} the reports, in order, growing as the test runs
 */
export function watchBrowserErrors(context, ownOrigin) {
  const reports = [];
  const own = (address) => originOf(address) === ownOrigin;
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    // A failed load of our own is reported once, below, with its method and status.
    if (message.text().startsWith('Failed to load resource') && own(url)) return;
    reports.push(url ? `${message.text()} [${url}]` : message.text());
  });
  context.on('weberror', (error) => reports.push(`Uncaught ${error.error().message}`));
  context.on('response', (response) => {
    const request = response.request();
    if (response.status() < 400 || request.isNavigationRequest() || !own(response.url())) return;
    reports.push(`${response.status()} ${request.method()} ${response.url()}`);
  });
  context.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'failed';
    if (reason === 'net::ERR_ABORTED' || request.isNavigationRequest() || !own(request.url()))
      return;
    reports.push(`${reason} ${request.method()} ${request.url()}`);
  });
  return reports;
}

/**
 * What fails a test at its end: a report no declaration expected, or a declared report the
 * browser never made. Each declaration expects one report, word for word.
 * @param {string[]} reports
 * @param {string[]} expected
 * @returns {string | undefined}
 */
export function browserErrorVerdict(reports, expected) {
  const unmatched = [...expected];
  const unexpected = reports.filter((report) => {
    const index = unmatched.indexOf(report);
    if (index === -1) return true;
    unmatched.splice(index, 1);
    return false;
  });
  const lines = [
    ...unexpected.map((report) => `  reported, not expected: ${report}`),
    ...unmatched.map((report) => `  expected, not reported: ${report}`),
  ];
  return lines.length === 0 ? undefined : `The browser's error reports:\n${lines.join('\n')}`;
}

/**
 * The test object of an app's specs: `baseURL()` gives the app's address (origin and prefix),
 * read when a test starts (global setup publishes it). Every test that opens a page fails when
 * the browser reports an error (`watchBrowserErrors`) that the test did not declare, word for
 * word, with `browserErrors.expect(message)`; and when a declared one never came. A suite that
 * starts its own app overrides `baseURL`, and the check follows it to that app's origin.
 * @param {() => string} baseURL
 */
export function appTest(baseURL) {
  return base.extend({
    baseURL: async ({}, use) => {
      await use(baseURL());
    },
    // Declarations first, so that the context's end, where the verdict is given, sees them all.
    browserErrors: async ({}, use) => {
      await use({
        expected: [],
        reports: [],
        expect(message) {
          this.expected.push(message);
        },
      });
    },
    // The test's browser context, watched: only tests that open a page pay for a browser.
    context: async ({ context, baseURL: address, browserErrors }, use) => {
      browserErrors.reports = watchBrowserErrors(context, originOf(address ?? ''));
      await use(context);
      const verdict = browserErrorVerdict(browserErrors.reports, browserErrors.expected);
      if (verdict) throw new Error(verdict);
    },
  });
}
