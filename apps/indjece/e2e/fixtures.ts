// The test object every spec uses: baseURL is the app under test (/indjece/ on a free port), and
// `pageErrors` collects console errors and uncaught exceptions of the page.
import { appTest, axeViolations } from '@journals/playwright-config/fixtures';
import { expect } from '@playwright/test';
import { appOrigin } from './env.ts';

export const prefix = '/indjece/';

export { axeViolations, expect };

export const test = appTest(() => `${appOrigin()}${prefix}`);
