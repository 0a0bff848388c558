// Screenshots of served pages and Storybook stories in Debian's Chromium (one browser, one page
// at a time): reduced motion, animations disabled, taken after `load` and the fonts.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import {
  assertChromiumInstalled,
  chromiumLaunchOptions,
} from '@journals/playwright-config/chromium';
import { chromium, type Browser, type Page } from 'playwright';

export const viewportWidths = [1280, 360] as const;
export const viewportHeight = 800;

export async function launchBrowser(): Promise<Browser> {
  assertChromiumInstalled();
  return chromium.launch(chromiumLaunchOptions);
}

export async function openPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: viewportWidths[0], height: viewportHeight },
    reducedMotion: 'reduce',
  });
  return context.newPage();
}

/** A file name for a route or failure name: '/blogs/:slug' -> 'blogs-slug', '/' -> 'home'. */
export function fileSlug(name: string): string {
  const slug = name
    .replace(/^failure: /, 'failure-')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'home' : slug;
}

async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * The document's scrollable area. Chromium's full-page size also counts content its containers
 * clip (a marquee's track), which no reader can scroll to.
 */
export async function documentArea(page: Page) {
  const { width, height } = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    height: document.documentElement.scrollHeight,
  }));
  return { x: 0, y: 0, width, height };
}

/**
 * Full-page screenshots of an address at each viewport width, written to `<folder>/<base>-<width>.png`;
 * the files relative to `root`, by width.
 */
export async function screenshotAddress(
  page: Page,
  url: string,
  root: string,
  base: string,
): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const width of viewportWidths) {
    await page.setViewportSize({ width, height: viewportHeight });
    await page.goto(url, { waitUntil: 'load' });
    await settle(page);
    const file = `${base}-${width}.png`;
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await page.screenshot({
      path: path.join(root, file),
      fullPage: true,
      clip: await documentArea(page),
      animations: 'disabled',
    });
    files[String(width)] = file;
  }
  return files;
}
