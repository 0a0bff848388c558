// Every Storybook story under every site theme: the story's iframe with `globals=site:<id>`,
// screenshotted once it has finished rendering (and playing) and is still. The story's root element is taken,
// or the whole page when the story shows something outside it (a dialog, a portal).
import path from 'node:path';
import type { Page } from 'playwright';
import { settle, stableScreenshot, viewportHeight, viewportWidths } from './screenshots.ts';

export interface StoryShot {
  id: string;
  site: string;
  /** The file, relative to the snapshot folder. */
  file: string;
  /** The render's last phase: 'finished', or 'errored' / 'aborted' / 'timeout'. */
  phase: string;
  /** 'root' when the story's root element was taken, 'page' for the whole page. */
  area: 'root' | 'page';
}

interface StoryIndex {
  entries: Record<string, { id: string; type: string }>;
}

/** The ids of the entries of type `story` of `<storybook>/index.json`. */
export async function storyIds(storybookUrl: string): Promise<string[]> {
  const response = await fetch(new URL('index.json', storybookUrl));
  if (!response.ok) throw new Error(`${storybookUrl}index.json answers ${response.status}`);
  const index = (await response.json()) as StoryIndex;
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map((entry) => entry.id);
}

const lastPhases = ['finished', 'errored', 'aborted'];

async function renderedPhase(page: Page): Promise<string> {
  try {
    const handle = await page.waitForFunction(
      (phases) => {
        const preview = (
          globalThis as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }
        ).__STORYBOOK_PREVIEW__;
        const phase = preview?.currentRender?.phase;
        return phase && phases.includes(phase) ? phase : false;
      },
      lastPhases,
      { timeout: 20_000 },
    );
    return (await handle.jsonValue()) as string;
  } catch {
    return 'timeout';
  }
}

/** Whether something visible besides the story's root is on the page (a portal, a dialog). */
async function showsOutsideRoot(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    [...document.body.children].some((child) => {
      if (child.id === 'storybook-root' || ['SCRIPT', 'STYLE'].includes(child.tagName))
        return false;
      const box = child.getBoundingClientRect();
      return getComputedStyle(child).display !== 'none' && box.width > 0 && box.height > 0;
    }),
  );
}

export async function screenshotStory(
  page: Page,
  storybookUrl: string,
  id: string,
  site: string,
  root: string,
): Promise<StoryShot> {
  await page.setViewportSize({ width: viewportWidths[0], height: viewportHeight });
  const url = new URL('iframe.html', storybookUrl);
  url.search = `id=${encodeURIComponent(id)}&viewMode=story&globals=site:${site}`;
  await page.goto(url.href, { waitUntil: 'load' });
  const phase = await renderedPhase(page);
  await settle(page);
  const file = path.join('storybook', site, `${id}.png`);
  const storyRoot = page.locator('#storybook-root');
  const rootBox = await storyRoot.boundingBox();
  const area =
    rootBox && rootBox.width > 0 && rootBox.height > 0 && !(await showsOutsideRoot(page))
      ? 'root'
      : 'page';
  await stableScreenshot(path.join(root, file), () =>
    area === 'root'
      ? storyRoot.screenshot({ animations: 'disabled' })
      : page.screenshot({ fullPage: true, animations: 'disabled' }),
  );
  return { id, site, file, phase, area };
}
