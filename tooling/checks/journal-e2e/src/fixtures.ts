// The test object every spec uses. `site` is the journal under test: its config, its prefix and
// the origin of its app; `baseURL` is the app under its prefix, so `page.goto('archives')` opens
// the journal's archives. Every test that opens a page fails on a browser error it did not
// declare (`browserErrors.expect`, @journals/playwright-config/fixtures). `journalUnderTest()` gives the same journal while the specs are collected (to make
// one test per route, target or section of that journal).
import { appTest, axeViolations } from '@journals/playwright-config/fixtures';
import { siteConfigs, type JournalSiteConfig } from '@journals/site-config';
import { expect, type Page } from '@playwright/test';
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

/** The shared app test (`baseURL` the journal's address, `browserErrors`) with the `site` fixture. */
export const test = appTest(() => {
  const { origin, prefix } = siteUnderTest();
  return `${origin}${prefix}`;
}).extend<object, { site: SiteUnderTest }>({
  site: [
    async ({}, use) => {
      await use(siteUnderTest());
    },
    { scope: 'worker' },
  ],
});

export { axeViolations, expect };

/** A regular expression matching `text` literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Stops the page's clock, installed with `page.clock.install()` before the page opened: from now
 * on the page's timers fire only when the test moves time on (`page.clock.runFor`), so a notice
 * that lasts 2 seconds is seen however slow the machine. The clock jumps five minutes ahead,
 * which can never land before the page's own time.
 */
export async function holdClock(page: Page): Promise<void> {
  await page.clock.pauseAt(Date.now() + 5 * 60_000);
}
