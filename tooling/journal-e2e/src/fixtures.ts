// The test object every spec uses. `site` is the journal under test: its config, its prefix and
// the origin of its app; `baseURL` is the app under its prefix, so `page.goto('archives')` opens
// the journal's archives. `pageErrors` collects the page's console errors and uncaught
// exceptions. `journalUnderTest()` gives the same journal while the specs are collected (to make
// one test per route, target or section of that journal).
import AxeBuilder from '@axe-core/playwright';
import { siteConfigs, type JournalSiteConfig } from '@journals/site-config';
import { test as base, expect, type Page } from '@playwright/test';
import { serverOrigin, suiteTarget, type ServerOrigins } from './env.ts';

export interface SiteUnderTest {
  /** The journal's site config: names, prefix, routes, page titles, particulars. */
  config: JournalSiteConfig;
  /** '/indjeee/' */
  prefix: string;
  /** The app's origin on the seeded reference API, e.g. 'http://127.0.0.1:40123'. */
  origin: string;
  /** The address of a site path on one of the app servers: `url('archives')`. */
  url(path: string, server?: keyof ServerOrigins): string;
}

/** The journal's config, while specs are collected. */
export function journalUnderTest(): JournalSiteConfig {
  const config = siteConfigs[suiteTarget().site];
  if (config.kind !== 'journal') throw new Error(`${config.id} is not a journal section.`);
  return config;
}

function siteUnderTest(): SiteUnderTest {
  const config = journalUnderTest();
  return {
    config,
    prefix: config.prefix,
    origin: serverOrigin('app'),
    url: (path, server = 'app') =>
      new URL(`${config.prefix}${path.replace(/^\.?\//, '')}`, serverOrigin(server)).href,
  };
}

/** Axe violations (WCAG 2.x A and AA) of the page as it is now. */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
}

export const test = base.extend<{ pageErrors: string[] }, { site: SiteUnderTest }>({
  site: [
    async ({}, use) => {
      await use(siteUnderTest());
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ site }, use) => {
    await use(`${site.origin}${site.prefix}`);
  },
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };

/** A regular expression matching `text` literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
