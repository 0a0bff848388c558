// The test object every spec uses: baseURL is the publisher app under test (at / on a free
// port), and `pageErrors` collects console errors and uncaught exceptions of the page.
import { appTest, axeViolations } from '@journals/playwright-config/fixtures';
import { expect } from '@playwright/test';
import { appOrigin } from './env.ts';

export { axeViolations, expect };

export const test = appTest(() => `${appOrigin()}/`);

/** The address of a site path relative to the base URL ('/faqs' -> 'faqs', '/' -> './'). */
export const at = (path: string) => (path === '/' ? './' : path.slice(1));
