// The test object every spec uses: baseURL is the app under test (/indjece/ on a free port), and
// `pageErrors` collects console errors and uncaught exceptions of the page.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { appOrigin } from './env.ts';

export const prefix = '/indjece/';

/** Axe violations (WCAG 2.x A and AA) of the page as it is now. */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
}

export const test = base.extend<{ pageErrors: string[] }>({
  baseURL: async ({}, use) => {
    await use(`${appOrigin()}${prefix}`);
  },
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };
