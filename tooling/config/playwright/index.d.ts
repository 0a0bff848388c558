import type { PlaywrightTestConfig, Project } from '@playwright/test';

export { chromiumArgs, chromiumExecutablePath, chromiumLaunchOptions } from './chromium.js';
/** `*.crawler.e2e.spec.ts` and `*.http.e2e.spec.ts`: run once, in the `crawler` project. */
export declare const httpSpecs: RegExp;
/** Tag of a test that runs in the phone project only. */
export declare const phoneOnly: '@phone';
/** Tag of a test that runs in the desktop project only. */
export declare const desktopOnly: '@desktop';
export declare const projects: Project[];
export declare function definePlaywrightConfig(
  overrides?: PlaywrightTestConfig,
): PlaywrightTestConfig;
