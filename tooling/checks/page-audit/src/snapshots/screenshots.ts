// Screenshots of served pages and Storybook stories in Debian's Chromium (one browser, one page
// at a time): reduced motion, animations disabled, taken after `load` once the page is still
// (no requests, images and fonts loaded) and two shots in a row agree.
import { mkdir, writeFile } from 'node:fs/promises';
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

/**
 * Waits for the page to be still: no request for 500 ms (hydration, enhancement scripts, data),
 * every image loaded (lazy ones too, so a full-page shot does not depend on timing), the fonts,
 * two frames.
 */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * Takes screenshots until two in a row are the same (at most five), as Playwright's own
 * `toHaveScreenshot` does, and writes the last one: what is still moving is not recorded.
 */
export async function stableScreenshot(file: string, take: () => Promise<Buffer>): Promise<void> {
  let previous = await take();
  for (let attempt = 0; attempt < 4; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const next = await take();
    if (next.equals(previous)) break;
    previous = next;
  }
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, previous);
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
    await stableScreenshot(path.join(root, file), () =>
      page.screenshot({ fullPage: true, animations: 'disabled' }),
    );
    files[String(width)] = file;
  }
  return files;
}
