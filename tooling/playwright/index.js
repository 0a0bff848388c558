// Playwright preset for every app's end-to-end tests (`e2e/*.e2e.spec.ts`).
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.js';

export { chromiumLaunchOptions, chromiumArgs, chromiumExecutablePath } from './chromium.js';

/** Desktop and 360 px phone projects, both in Debian's Chromium. */
export const projects = [
  {
    name: 'desktop',
    use: {
      ...devices['Desktop Chrome'],
      channel: undefined,
      launchOptions: chromiumLaunchOptions,
    },
  },
  {
    name: 'phone-360',
    use: {
      viewport: { width: 360, height: 740 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      launchOptions: chromiumLaunchOptions,
    },
  },
];

/**
 * @param {import('@playwright/test').PlaywrightTestConfig} overrides
 */
export function definePlaywrightConfig(overrides = {}) {
  return defineConfig({
    testDir: './e2e',
    testMatch: /.*\.e2e\.spec\.ts$/,
    fullyParallel: true,
    forbidOnly: Boolean(process.env.CI),
    retries: 0,
    workers: 2,
    reporter: process.env.CI ? [['list']] : [['list']],
    use: { trace: 'retain-on-failure' },
    projects,
    ...overrides,
  });
}
