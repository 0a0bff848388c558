// What every app's end-to-end specs share: the axe check, the recorder of CSP violations, and a test object whose baseURL is the
// app under test and whose `pageErrors` collects the page's console errors and uncaught
// exceptions.
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

/**
 * The test object of an app's specs: `baseURL()` gives the app's address (origin and prefix),
 * read when a test starts (global setup publishes it).
 * @param {() => string} baseURL
 */
export function appTest(baseURL) {
  return base.extend({
    baseURL: async ({}, use) => {
      await use(baseURL());
    },
    pageErrors: async ({ page }, use) => {
      const errors = [];
      // A console error with the address it came from: 'Failed to load resource: ... [url]'.
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const { url } = message.location();
        errors.push(url ? `${message.text()} [${url}]` : message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
    },
  });
}
