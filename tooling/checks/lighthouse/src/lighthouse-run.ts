// Lighthouse 13 on one page in Debian's Chromium: its default mobile preset (a mid-range phone on
// simulated slow 4G with 4x CPU slowdown), the four categories, one fresh browser per page.
import { chromiumArgs, chromiumExecutablePath } from '@journals/playwright-config/chromium';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { RunFigures } from './summary.ts';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Audit {
  score: number | null;
  numericValue?: number;
  scoreDisplayMode?: string;
}

/**
 * Lighthouse's own failures to record a trace (NO_NAVSTART, NO_FCP on a loaded machine): tried
 * again, at most this many times per run. Any other runtime error fails at once.
 */
const traceRetries = 2;
const traceFailures = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_FCP']);

export async function runLighthouse(url: string, runs: number): Promise<RunFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutablePath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const figures: RunFigures[] = [];
    for (let run = 0, retries = 0; run < runs; run += 1) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...categories],
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError) {
        if (traceFailures.has(lhr.runtimeError.code) && retries < traceRetries) {
          console.error(`${url}: ${lhr.runtimeError.code}, run again`);
          retries += 1;
          run -= 1;
          continue;
        }
        throw new Error(`${url}: ${lhr.runtimeError.message}`);
      }
      const audits = lhr.audits as Record<string, Audit>;
      const score = (id: (typeof categories)[number]) =>
        Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
      const failing = categories.flatMap((id) =>
        (lhr.categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0)
          .map((ref) => ref.id)
          .filter((auditId) => {
            const audit = audits[auditId];
            return audit?.score !== null && audit?.score !== undefined && audit.score < 1;
          }),
      );
      figures.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcp: value('first-contentful-paint'),
        lcp: value('largest-contentful-paint'),
        tbt: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
        failing: [...new Set(failing)],
      });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}
