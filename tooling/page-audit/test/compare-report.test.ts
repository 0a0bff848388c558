import { describe, expect, it } from 'vitest';
import {
  compareSite,
  reportMarkdown,
  summarize,
  summaryLine,
  type ScreenshotResult,
  type SiteSnapshot,
} from '../src/snapshots/compare-report.ts';

const page = (name: string, text: string[]) => ({
  name,
  address: `/j${name}`,
  status: 200,
  text,
  screenshots: { '1280': `j/${name.slice(1) || 'home'}-1280.png` },
});

const before: SiteSnapshot = {
  site: 'j',
  routes: ['/', '/about', '/old'],
  pages: [page('/', ['Home']), page('/about', ['About']), page('/old', ['Old'])],
};
const after: SiteSnapshot = {
  site: 'j',
  routes: ['/', '/about'],
  pages: [page('/', ['Home']), page('/about', ['About', 'More'])],
};
const screenshots = new Map<string, ScreenshotResult>([
  [
    'j/home-1280.png',
    {
      file: 'j/home-1280.png',
      differingPixels: 12,
      diffFile: 'diffs/j/home-1280.png',
      beforeSize: '1280×900',
      afterSize: '1280×900',
    },
  ],
  ['j/about-1280.png', { file: 'j/about-1280.png', differingPixels: 0 }],
  ['j/old-1280.png', { file: 'j/old-1280.png', differingPixels: null, onlyIn: 'before' }],
]);

describe('compareSite', () => {
  const site = compareSite('j', before, after, screenshots);

  it('matches addresses by route and reports what changed in each', () => {
    expect(site.changes).toEqual([{ path: 'routes[2]', kind: 'removed', before: '/old' }]);
    expect(site.addresses.map(({ name, onlyIn, changes }) => ({ name, onlyIn, changes }))).toEqual([
      { name: '/', onlyIn: undefined, changes: [] },
      {
        name: '/about',
        onlyIn: undefined,
        changes: [{ path: 'text[1]', kind: 'added', after: 'More' }],
      },
      { name: '/old', onlyIn: 'before', changes: [] },
    ]);
  });

  it('counts every address that differs in its record or its screenshots', () => {
    const summary = summarize([site], [...screenshots.values()]);
    expect(summaryLine(summary)).toBe(
      '3 addresses compared, 3 with differences, 2 screenshots differing (of 3)',
    );
  });

  it('writes the differences per address, with the diff image of a differing screenshot', () => {
    const report = reportMarkdown({
      before: '/b',
      after: '/a',
      sites: [site],
      otherFiles: new Map(),
      otherScreenshots: [],
      summary: summarize([site], [...screenshots.values()]),
    });
    expect(report).toContain(
      '- screenshot `j/home-1280.png`: 12 pixels differ ([diff](diffs/j/home-1280.png))',
    );
    expect(report).toContain('### /about (`/j/about`)\n\n- text[1]: added "More"');
    expect(report).toContain('### /old (`/j/old`)\n\n- only in the before snapshot');
  });
});
