// Playwright preset for every app's end-to-end tests (`e2e/*.e2e.spec.ts`).
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.js';

export { chromiumLaunchOptions, chromiumArgs, chromiumExecutablePath } from './chromium.js';

/**
 * Specs that only talk HTTP (`*.crawler.e2e.spec.ts` read served pages as crawlers do,
 * `*.http.e2e.spec.ts` call routes): they run once, in the `crawler` project, with no viewport
 * to vary.
 */
export const httpSpecs = /\.(crawler|http)\.e2e\.spec\.ts$/;

/**
 * Desktop and 360 px phone projects, both in Debian's Chromium, and a `crawler` project that runs
 * the HTTP-only specs (`httpSpecs`) once: no page is drawn.
 */
export const projects = [
  {
    name: 'desktop',
    testIgnore: httpSpecs,
    use: {
      ...devices['Desktop Chrome'],
      channel: undefined,
      launchOptions: chromiumLaunchOptions,
    },
  },
  {
    name: 'phone-360',
    testIgnore: httpSpecs,
    use: {
      viewport: { width: 360, height: 740 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      launchOptions: chromiumLaunchOptions,
    },
  },
  { name: 'crawler', testMatch: httpSpecs, use: { launchOptions: chromiumLaunchOptions } },
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
