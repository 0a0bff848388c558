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

describe('compareSite, a snapshot of the time of CSP nonces against one of now', () => {
  type Element = { tag: string; attributes: Record<string, string> };
  const recorded = (nonce: Record<string, string>, policy: string, head: Element[] = []) => ({
    name: '/',
    address: '/j/',
    status: 200,
    headers: { 'content-security-policy': policy },
    head: [...head, { tag: 'link', attributes: { ...nonce, rel: 'stylesheet', href: '/j/s.css' } }],
    scripts: [{ tag: 'script', attributes: { ...nonce }, text: 'window.x = 1' }],
  });
  const then = recorded(
    { nonce: 'NONCE' },
    "default-src 'self'; script-src 'nonce-NONCE' 'strict-dynamic'; object-src 'none'",
    [{ tag: 'meta', attributes: { property: 'csp-nonce', nonce: 'NONCE' } }],
  );
  const now = recorded({}, "default-src 'self'; script-src 'sha256-HASH'; object-src 'none'");

  it('shows only the policy directive and the meta that really changed', () => {
    const [address] = compareSite(
      'j',
      { site: 'j', pages: [then] },
      { site: 'j', pages: [now] },
      new Map(),
    ).addresses;
    expect(address?.changes).toEqual([
      {
        path: 'headers["content-security-policy"]',
        kind: 'changed',
        before: "default-src 'self'; script-src 'nonce-NONCE' 'strict-dynamic'; object-src 'none'",
        after: "default-src 'self'; script-src 'sha256-HASH'; object-src 'none'",
      },
      {
        path: 'head[0]',
        kind: 'removed',
        before: { tag: 'meta', attributes: { property: 'csp-nonce' } },
      },
    ]);
  });
});
