// `pnpm --filter @journals/lighthouse bench [-- --runs 5 --sites indjece --pages home,list]`:
// starts `pnpm start`'s composition (built apps, production React, the reference API on a fresh
// database) on free ports, runs Lighthouse on each page and prints the medians as a table, with
// the machine's load average before and after (the figures vary with it).
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { measuredSites, pagesToMeasure } from '@journals/page-audit/measured-pages';
import { startComposition } from '@journals/proxy/composition-process';
import { runLighthouse } from './lighthouse-run.ts';
import { summarize, table, type PageFigures } from './summary.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    sites: { type: 'string', default: measuredSites.map((site) => site.id).join(',') },
    pages: { type: 'string', default: 'home,list,paper,policy' },
  },
});
const runs = Number(values.runs);
const sites = measuredSites.filter((site) => values.sites.split(',').includes(site.id));
const pageTypes = values.pages.split(',');

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const composition = await startComposition({ readyPath: sites[0]?.prefix ?? '/' });

try {
  const { origin } = composition;
  const pages = (await pagesToMeasure(origin, sites)).filter(([name]) =>
    pageTypes.includes(name.split(' ')[1] ?? ''),
  );
  const loadBefore = load();
  const rows: PageFigures[] = [];
  for (const [name, url] of pages) {
    console.error(`${name}: ${runs} runs of ${url}`);
    rows.push(summarize(name, await runLighthouse(url, runs)));
  }
  console.info(
    `Lighthouse 13, mobile preset, median of ${runs} runs; load average ${loadBefore} before, ${load()} after (1, 5, 15 min)\n`,
  );
  console.info(table(rows));
} finally {
  await composition.stop();
}
