// `node src/bin/compare-snapshots.ts --before <dir> --after <dir> --out <dir>`: compares two
// folders written by snapshot-routes. Writes <out>/report.md (per site and address the JSON
// differences, per screenshot the differing pixels and any size change) and a diff PNG per
// differing screenshot under <out>/diffs/. Prints a one-line summary; exits 0 whatever differs.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { commandFolder } from '../config.ts';
import {
  compareSite,
  reportMarkdown,
  summarize,
  summaryLine,
  type ScreenshotResult,
  type SiteSnapshot,
} from '../snapshots/compare-report.ts';
import { diffJson, type JsonChange, type JsonValue } from '../snapshots/json-diff.ts';
import { comparePngs } from '../snapshots/pixel-diff.ts';
import { launchBrowser, openPage } from '../snapshots/screenshots.ts';

const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    after: { type: 'string' },
    out: { type: 'string' },
  },
});
if (!values.before || !values.after || !values.out) {
  console.error('usage: compare-snapshots --before <dir> --after <dir> --out <dir>');
  process.exit(2);
}
// Relative to where the command was typed (pnpm runs scripts in the package folder).
const cwd = commandFolder();
const before = path.resolve(cwd, values.before);
const after = path.resolve(cwd, values.after);
const out = path.resolve(cwd, values.out);

async function filesUnder(root: string, extension: string): Promise<string[]> {
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}

const union = (a: string[], b: string[]) => [...new Set([...a, ...b])].sort();

async function readJson(file: string): Promise<JsonValue | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as JsonValue;
  } catch {
    return undefined;
  }
}

async function compareScreenshots(files: string[]): Promise<Map<string, ScreenshotResult>> {
  const results = new Map<string, ScreenshotResult>();
  const browser = await launchBrowser();
  try {
    const page = await openPage(browser);
    for (const file of files) {
      const a = await readFile(path.join(before, file)).catch(() => undefined);
      const b = await readFile(path.join(after, file)).catch(() => undefined);
      if (!a || !b) {
        results.set(file, { file, differingPixels: null, onlyIn: a ? 'before' : 'after' });
        continue;
      }
      if (a.equals(b)) {
        results.set(file, { file, differingPixels: 0 });
        continue;
      }
      const diff = await comparePngs(page, a, b);
      const size = ({ width, height }: { width: number; height: number }) => `${width}×${height}`;
      const result: ScreenshotResult = {
        file,
        differingPixels: diff.differingPixels,
        beforeSize: size(diff.beforeSize),
        afterSize: size(diff.afterSize),
      };
      if (diff.diffPng) {
        result.diffFile = path.join('diffs', file);
        await mkdir(path.dirname(path.join(out, result.diffFile)), { recursive: true });
        await writeFile(path.join(out, result.diffFile), diff.diffPng);
      }
      results.set(file, result);
    }
  } finally {
    await browser.close();
  }
  return results;
}

await mkdir(out, { recursive: true });
const screenshotFiles = union(await filesUnder(before, '.png'), await filesUnder(after, '.png'));
const screenshots = await compareScreenshots(screenshotFiles);

const jsonFiles = union(await filesUnder(before, '.json'), await filesUnder(after, '.json'));
const sites = [];
const otherFiles = new Map<string, JsonChange[]>();
const addressScreenshots = new Set<string>();
for (const file of jsonFiles) {
  const a = await readJson(path.join(before, file));
  const b = await readJson(path.join(after, file));
  const isSite = (value: JsonValue | undefined) =>
    typeof value === 'object' && value !== null && 'pages' in value && 'site' in value;
  if (isSite(a) || isSite(b)) {
    const comparison = compareSite(
      path.basename(file, '.json'),
      a as unknown as SiteSnapshot | undefined,
      b as unknown as SiteSnapshot | undefined,
      screenshots,
    );
    for (const address of comparison.addresses) {
      for (const shot of address.screenshots) addressScreenshots.add(shot.file);
    }
    sites.push(comparison);
  } else {
    otherFiles.set(file, diffJson(a, b));
  }
}
const otherScreenshots = [...screenshots.values()].filter(
  (shot) => !addressScreenshots.has(shot.file),
);
const summary = summarize(sites, [...screenshots.values()]);
await writeFile(
  path.join(out, 'report.md'),
  reportMarkdown({ before, after, sites, otherFiles, otherScreenshots, summary }),
);
console.info(`${summaryLine(summary)} -> ${path.join(out, 'report.md')}`);
