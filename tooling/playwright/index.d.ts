import type { PlaywrightTestConfig, Project } from '@playwright/test';

export { chromiumArgs, chromiumExecutablePath, chromiumLaunchOptions } from './chromium.js';
/** `*.crawler.e2e.spec.ts` and `*.http.e2e.spec.ts`: run once, in the `crawler` project. */
export declare const httpSpecs: RegExp;
export declare const projects: Project[];
export declare function definePlaywrightConfig(
  overrides?: PlaywrightTestConfig,
): PlaywrightTestConfig;
