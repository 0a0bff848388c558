// What every app's end-to-end specs share: the axe check, and a test object whose baseURL is the
// app under test and whose `pageErrors` collects the page's console errors and uncaught
// exceptions.
import AxeBuilder from '@axe-core/playwright';
import { test as base } from '@playwright/test';

/** Axe violations (WCAG 2.x A and AA) of the page as it is now. */
export async function axeViolations(page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
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
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
    },
  });
}
