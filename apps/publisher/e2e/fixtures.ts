// The test object every spec uses: baseURL is the publisher app under test (at / on a free
// port), and a test fails on any browser error it did not declare (`browserErrors.expect`).
import {
  appTest,
  axeViolations as axeViolationsOfPage,
} from '@journals/playwright-config/fixtures';
import { expect, type Page } from '@playwright/test';
import { appOrigin } from './env.ts';

export { expect };

export const test = appTest(() => `${appOrigin()}/`);

/**
 * Axe violations of the page at rest. The home's hero carousel changes slides every 5 s with a
 * 300 ms fade, and axe measures the contrast of a half-faded slide's text against what shows
 * through it. The reader's reduced-motion preference, set first, stops the carousel and its fade
 * at once (hero-carousel.ts, HeroCarousel.styles.ts): axe then reads whichever slide is current,
 * whole. The preference stays on for the rest of the test.
 */
export async function axeViolations(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  return axeViolationsOfPage(page);
}

/** The address of a site path relative to the base URL ('/faqs' -> 'faqs', '/' -> './'). */
export const at = (path: string) => (path === '/' ? './' : path.slice(1));
