// The figures of several Lighthouse runs of one page, reduced to their medians, and the table the
// benchmark prints.

/** What one Lighthouse run says of a page (scores 0-100, times in ms). */
export interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Audits of the four categories that did not pass, by id. */
  failing: string[];
}

export interface PageFigures extends Omit<RunFigures, 'failing'> {
  page: string;
  runs: number;
  /** Audits that failed in at least one run, with how many runs failed them. */
  failing: Record<string, number>;
}

export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

const numeric = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'fcp',
  'lcp',
  'tbt',
  'cls',
] as const;

export function summarize(page: string, runs: RunFigures[]): PageFigures {
  const medians = Object.fromEntries(
    numeric.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as Record<(typeof numeric)[number], number>;
  const failing: Record<string, number> = {};
  for (const id of runs.flatMap((run) => run.failing)) failing[id] = (failing[id] ?? 0) + 1;
  return { page, runs: runs.length, ...medians, failing };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export function table(rows: PageFigures[]): string {
  const head = ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS'];
  const body = rows.map((row) => [
    row.page,
    String(row.performance),
    String(row.accessibility),
    String(row.bestPractices),
    String(row.seo),
    seconds(row.fcp),
    seconds(row.lcp),
    `${Math.round(row.tbt)} ms`,
    row.cls.toFixed(3),
  ]);
  const lines = [head, head.map(() => '---'), ...body].map((cells) => `| ${cells.join(' | ')} |`);
  const failures = rows
    .filter((row) => Object.keys(row.failing).length > 0)
    .map(
      (row) =>
        `${row.page}: ${Object.entries(row.failing)
          .map(([id, count]) => `${id} (${count}/${row.runs})`)
          .join(', ')}`,
    );
  return [
    ...lines,
    ...(failures.length ? ['', 'Audits that did not pass:', ...failures] : []),
  ].join('\n');
}
