import type { PlaywrightTestConfig, Project } from '@playwright/test';

export { chromiumArgs, chromiumExecutablePath, chromiumLaunchOptions } from './chromium.js';
export declare const projects: Project[];
export declare function definePlaywrightConfig(
  overrides?: PlaywrightTestConfig,
): PlaywrightTestConfig;
