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
 * Tags for a test that belongs to one width: `test('…', { tag: phoneOnly }, …)` runs in the
 * phone project only, `desktopOnly` in the desktop project only, an untagged test in both. A
 * behaviour that differs by width is two tests, one per tag, never a branch on `isMobile` inside
 * one (lint refuses conditionals in tests).
 */
export const phoneOnly = '@phone';
export const desktopOnly = '@desktop';

/**
 * Desktop and 360 px phone projects, both in Debian's Chromium, and a `crawler` project that runs
 * the HTTP-only specs (`httpSpecs`) once: no page is drawn.
 */
export const projects = [
  {
    name: 'desktop',
    testIgnore: httpSpecs,
    grepInvert: new RegExp(`${phoneOnly}\\b`),
    use: {
      ...devices['Desktop Chrome'],
      channel: undefined,
      launchOptions: chromiumLaunchOptions,
    },
  },
  {
    name: 'phone-360',
    testIgnore: httpSpecs,
    grepInvert: new RegExp(`${desktopOnly}\\b`),
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
    // A ceiling, not a wait: an assertion passes as soon as it holds. The machines running the
    // suites are shared and often busy, and a client navigation or a first render can take
    // several seconds there.
    expect: { timeout: 20_000 },
    use: { trace: 'retain-on-failure' },
    projects,
    ...overrides,
  });
}
