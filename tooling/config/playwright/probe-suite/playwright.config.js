// A suite that the preset's own tests (test/browser-errors.test.js) run to prove the automatic
// browser-error check of `appTest`: some of its tests must fail. Not part of any app's suite.
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.js';

export default defineConfig({
  testDir: '.',
  testMatch: /\.probe\.js$/,
  workers: 1,
  retries: 0,
  reporter: [['json']],
  use: { launchOptions: chromiumLaunchOptions },
});
