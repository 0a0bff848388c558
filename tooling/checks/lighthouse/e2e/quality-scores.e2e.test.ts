// The Lighthouse gate of `pnpm test`: one run on each page type of each site (a journal's home,
// list, paper and policy page; the publisher's home, list of journals and a text page) as
// `pnpm start` serves them, and the three categories that do not depend on the machine's load
// must score 100: accessibility, best practices and SEO. The performance score does depend on
// the load (2 shared cores): it stays in `pnpm bench` (median of 5).
import { measuredSites, pagesToMeasure } from '@journals/page-audit/measured-pages';
import { startComposition, type RunningComposition } from '@journals/proxy/composition-process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runLighthouse } from '../src/lighthouse-run.ts';

let composition: RunningComposition | undefined;
let pages: [string, string][] = [];

beforeAll(async () => {
  composition = await startComposition();
  pages = await pagesToMeasure(composition.origin, measuredSites);
});

afterAll(async () => {
  await composition?.stop();
});

it('scores 100 for accessibility, best practices and SEO on every page type', async () => {
  // Three publisher pages and four of each journal.
  expect(pages.map(([name]) => name)).toHaveLength(3 + 4 * (measuredSites.length - 1));
  const below: string[] = [];
  for (const [name, url] of pages) {
    const [run] = await runLighthouse(url, 1);
    if (!run) throw new Error(`Lighthouse gave no run for ${url}`);
    const scores = {
      accessibility: run.accessibility,
      'best practices': run.bestPractices,
      SEO: run.seo,
    };
    for (const [category, score] of Object.entries(scores)) {
      if (score !== 100) below.push(`${name}: ${category} ${score} (${run.failing.join(', ')})`);
    }
  }
  expect(below).toEqual([]);
});
