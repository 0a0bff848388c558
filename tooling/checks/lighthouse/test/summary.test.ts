import { describe, expect, it } from 'vitest';
import { median, summarize, table, type RunFigures } from '../src/summary.ts';

const run = (overrides: Partial<RunFigures>): RunFigures => ({
  performance: 90,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 1500,
  lcp: 2000,
  tbt: 100,
  cls: 0,
  failing: [],
  ...overrides,
});

describe('median', () => {
  it.each([
    [[5], 5],
    [[3, 1, 2], 2],
    [[90, 70, 100, 80], 85],
    [[63, 100, 100, 63, 100], 100],
  ])('of %j is %d', (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it('refuses an empty list', () => {
    expect(() => median([])).toThrow('median of nothing');
  });
});

describe('summarize and table', () => {
  it('takes each figure’s median on its own and counts the runs an audit failed', () => {
    const figures = summarize('indjece home', [
      run({ performance: 80, fcp: 3000, failing: ['is-crawlable'] }),
      run({ performance: 95, fcp: 1000 }),
      run({ performance: 90, fcp: 2000, failing: ['is-crawlable', 'link-text'] }),
    ]);

    expect(figures).toMatchObject({ performance: 90, fcp: 2000, runs: 3 });
    expect(figures.failing).toEqual({ 'is-crawlable': 2, 'link-text': 1 });
    const printed = table([figures]);
    expect(printed).toContain(
      '| indjece home | 90 | 100 | 100 | 100 | 2.00 s | 2.00 s | 100 ms | 0.000 |',
    );
    expect(printed).toContain('indjece home: is-crawlable (2/3), link-text (1/3)');
  });

  it('lists no failing audits when every audit passed', () => {
    expect(table([summarize('p', [run({})])])).not.toContain('did not pass');
  });
});
