// The Playwright config of a journal app's end-to-end tests: one suite for every journal, run
// against the app's build. Every journal gets its own pass (specs/every-journal); the shared
// behaviours (specs/shared-behaviour) run in full (desktop and phone) on the journal whose
// config says `fullSuite`, and in their fast form (desktop and HTTP only) on every other one, so
// each behaviour runs against each journal's own app.
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
  /**
   * Run the shared behaviours (list controls, share dialog, menus, FAQ accordion, contact form,
   * resource routes, API faults, bad requests, hostile content ...) in full: in the desktop and
   * the phone browser. They are the same code on every journal, so one journal runs them in full;
   * any other runs them on the desktop only (the default), beside its own pass.
   */
  fullSuite?: boolean;
}

const specsDir = fileURLToPath(new URL('../specs', import.meta.url));

/** The shared behaviours, run in full on one journal. */
export const sharedBehaviourSpecs = /[\\/]shared-behaviour[\\/]/;

export function journalE2EConfig({
  site,
  appDir,
  fullSuite = false,
}: JournalE2EOptions): PlaywrightTestConfig {
  publishTarget({ site, appDir });
  // The preset's browser projects: desktop (1280 px) and a 360 px phone.
  const browsers = projects.filter((project) => project.name !== 'crawler');
  const skippedIn = (browser: string) =>
    fullSuite || browser === 'desktop' ? [] : [sharedBehaviourSpecs];
  return definePlaywrightConfig({
    testDir: specsDir,
    globalSetup: fileURLToPath(new URL('./global-setup.ts', import.meta.url)),
    metadata: { site, fullSuite },
    projects: [
      ...browsers.map((project) => ({
        ...project,
        testIgnore: [httpSpecs, ...skippedIn(project.name ?? '')],
      })),
      // HTTP only, once: no viewport to vary.
      { name: 'crawler', testMatch: httpSpecs },
    ],
  });
}
