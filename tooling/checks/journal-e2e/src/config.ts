// The Playwright config of a journal app's end-to-end tests: one suite for every journal, run
// against the app's build. Every journal runs all of it: its own pass (specs/every-journal) and the
// shared behaviours (specs/shared-behaviour), in the desktop and the phone browser, and the HTTP
// specs once.
import { fileURLToPath } from 'node:url';
import { definePlaywrightConfig, httpSpecs, projects } from '@journals/playwright-config';
import type { SiteId } from '@journals/site-config';
import type { PlaywrightTestConfig } from '@playwright/test';
import { publishTarget } from './env.ts';

export interface JournalE2EOptions {
  /** The journal the app serves. */
  site: SiteId;
  /** The app's folder (its build/ is what runs). */
  appDir: string;
}

const specsDir = fileURLToPath(new URL('../specs', import.meta.url));

export function journalE2EConfig({ site, appDir }: JournalE2EOptions): PlaywrightTestConfig {
  publishTarget({ site, appDir });
  // The preset's browser projects: desktop (1280 px) and a 360 px phone.
  const browsers = projects.filter((project) => project.name !== 'crawler');
  return definePlaywrightConfig({
    testDir: specsDir,
    globalSetup: fileURLToPath(new URL('./global-setup.ts', import.meta.url)),
    metadata: { site },
    projects: [
      ...browsers.map((project) => ({
        ...project,
        testIgnore: httpSpecs,
      })),
      // HTTP only, once: no viewport to vary.
      { name: 'crawler', testMatch: httpSpecs },
    ],
  });
}
