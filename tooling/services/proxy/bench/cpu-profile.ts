// `node bench/cpu-profile.ts [--seconds 6] [--connections 10] [--checkout DIR]` (part of
// `pnpm bench`; --checkout profiles another checkout, built, such as a baseline): for each
// page type of each site (home, list, paper, policy), `pnpm start`'s composition under
// autocannon with a CPU profile (`node --cpu-prof`), and the five functions with the most self
// time, as shares of the busy time. The next regression then shows where it is. The load average
// is printed with the figures: on a shared 2-core machine they move with it.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadAverage, measure } from './bench-run.ts';
import { measuredSites, pagesToMeasure } from '@journals/page-audit/measured-pages';
import { startComposition } from '../src/composition-process.ts';
import { topFunctions, type CpuProfile } from './cpu-profile-summary.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '6' },
    connections: { type: 'string', default: '10' },
    checkout: { type: 'string' },
  },
});
const checkout = values.checkout ? path.resolve(values.checkout) : undefined;
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const load = loadAverage;

const finder = await startComposition({ checkout });
const pages = await pagesToMeasure(finder.origin, measuredSites).finally(() => finder.stop());
const loadBefore = load();
const rows: string[] = [];
for (const [name, url] of pages) {
  const pagePath = new URL(url).pathname + new URL(url).search;
  const folder = mkdtempSync(path.join(tmpdir(), 'journals-cpu-profile-'));
  const server = await startComposition({
    checkout,
    nodeOptions: ['--cpu-prof', `--cpu-prof-dir=${folder}`],
  });
  let rps = 0;
  try {
    await measure(`${server.origin}${pagePath}`, { connections, duration: 1 });
    rps = (await measure(`${server.origin}${pagePath}`, { connections, duration: seconds })).rps;
  } finally {
    await server.stop();
  }
  const file = readdirSync(folder).find((entry) => entry.endsWith('.cpuprofile'));
  const profile = file
    ? (JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as CpuProfile)
    : undefined;
  rmSync(folder, { recursive: true, force: true });
  const top = profile
    ? topFunctions(profile)
        .map(({ name: fn, share }) => `${(share * 100).toFixed(1)} % ${fn}`)
        .join('<br>')
    : 'no profile written';
  rows.push(`| ${name} | ${rps.toFixed(1)} | ${top} |`);
}
console.info(
  `${checkout ?? 'this checkout'}: autocannon, ${connections} connections, ${seconds} s a page, with a CPU profile; load average ${loadBefore} before, ${load()} after (1, 5, 15 min)\n`,
);
console.info('| page | req/s | top five functions by self time (share of busy time) |');
console.info('| --- | --- | --- |');
console.info(rows.join('\n'));
