// The test object of the proxy's specs: nginx's address as the base URL, and the check every
// suite shares (`appTest`): a test that opens a page fails on any browser error it did not
// declare, word for word, with `browserErrors.expect(message)`.
import { appTest } from '@journals/playwright-config/fixtures';
import { proxyUnderTest } from './env.ts';

export { expect } from '@playwright/test';

export const test = appTest(() => `${proxyUnderTest().url}/`);
