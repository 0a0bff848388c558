// `pnpm --filter @journals/proxy bench [-- --baseline DIR --seconds 10 --connections 10
// --rounds 1]`: requests/s and latency of `pnpm start`'s composition on each site's home, list,
// paper and policy page, with autocannon. With --baseline (another checkout, built), its
// `pnpm start` runs beside this one and every page is measured on both in turn, in the same run,
// with the ratio. With --rounds N, each page is measured N times on each, alternating, and the
// round with the median requests/s stands for it (the range of all rounds beside it). The load
// average is printed with the figures: on a shared 2-core machine they move with it.
import { parseArgs } from 'node:util';
import { loadAverage, measure, medianRound, type Figures } from './bench-run.ts';
import { measuredSites, pagesToMeasure } from '@journals/page-audit/measured-pages';
import { startComposition, type RunningComposition } from '../src/composition-process.ts';

const { values } = parseArgs({
  options: {
    baseline: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '1' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const rounds = Number(values.rounds);
if (!Number.isInteger(rounds) || rounds < 1) {
  throw new Error(`--rounds takes a whole number of 1 or more, not '${values.rounds}'`);
}

const load = loadAverage;
const run = (url: string, duration: number) => measure(url, { connections, duration });

const servers: [string, RunningComposition][] = [];
try {
  if (values.baseline) {
    servers.push(['baseline', await startComposition({ checkout: values.baseline })]);
  }
  servers.push(['this checkout', await startComposition()]);
  const current = servers.at(-1)?.[1] as RunningComposition;
  const pages = await pagesToMeasure(current.origin, measuredSites);
  const loadBefore = load();
  const rows: string[] = [];
  for (const [name, url] of pages) {
    const path = url.slice(current.origin.length);
    const measured: Figures[][] = servers.map(() => []);
    for (const [, server] of servers) await run(`${server.origin}${path}`, 1); // warm-up
    for (let round = 0; round < rounds; round++) {
      for (const [index, [, server]] of servers.entries()) {
        measured[index]?.push(await run(`${server.origin}${path}`, seconds));
      }
    }
    const figures = measured.map(medianRound);
    const spread = (all: Figures[]) =>
      rounds > 1
        ? ` (${Math.min(...all.map((f) => f.rps)).toFixed(0)}-${Math.max(...all.map((f) => f.rps)).toFixed(0)})`
        : '';
    const cells = figures.map(
      (f, index) =>
        `${f.rps.toFixed(1)}${spread(measured[index] ?? [])} | ${f.p50} / ${f.p99} ms${f.errors + f.non2xx ? ` (${f.errors + f.non2xx} errors)` : ''}`,
    );
    const ratio =
      figures.length === 2
        ? ` | ${((figures[1]?.rps ?? 0) / (figures[0]?.rps ?? 1)).toFixed(2)}x`
        : '';
    rows.push(`| ${name} | ${cells.join(' | ')}${ratio} |`);
  }
  const columns = servers.flatMap(([label]) => [`${label} req/s`, `${label} p50 / p99`]);
  const head = ['page', ...columns, ...(servers.length === 2 ? ['req/s ratio'] : [])];
  console.info(
    `autocannon, ${connections} connections, ${seconds} s a page${rounds > 1 ? `, median of ${rounds} alternating rounds` : ''}; load average ${loadBefore} before, ${load()} after (1, 5, 15 min)\n`,
  );
  console.info(`| ${head.join(' | ')} |\n| ${head.map(() => '---').join(' | ')} |`);
  console.info(rows.join('\n'));
} finally {
  for (const [, server] of servers) await server.stop();
}
