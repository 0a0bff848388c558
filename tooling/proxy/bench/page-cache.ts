// `pnpm --filter @journals/proxy bench:page-cache [-- --seconds 10 --connections 50]`: requests/s
// and latency of an issue's paper list straight from the INDJECE app server and through nginx's
// page cache in front of it, in the same run, with the ratio and the load average (1, 5, 15 min).
// Both sides run as in production: the app server (@journals/app-server) and nginx with the production config.
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startProductionStack } from '../src/production-stack.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors and timeouts (autocannon counts timeouts among errors). */
  errors: number;
  non2xx: number;
}

async function measure(url: string, duration: number): Promise<Figures> {
  const result = await autocannon({ url, connections, duration });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** Waits until the server answers a lone request (what a run left in flight is done). */
async function settle(url: string) {
  await (await fetch(url)).text();
}

/** Asks nginx for the page until it answers from its cache. */
async function cachedCopy(url: string) {
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const response = await fetch(url);
    await response.text();
    if (response.headers.get('x-cache-status') === 'HIT') return;
  }
  throw new Error(`nginx never answered ${url} from its cache`);
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const stack = await startProductionStack();
try {
  const index = await (await fetch(`${stack.appUrls.indjece}/indjece/archives`)).text();
  const link = /href="(\/indjece\/archives\/paperlist\?[^"]+)"/.exec(index)?.[1];
  if (!link) throw new Error('The archive index links no paper list.');
  const path = link.replaceAll('&amp;', '&');
  const appUrl = `${stack.appUrls.indjece}${path}`;
  const cachedUrl = `${stack.proxyUrl}${path}`;
  const rows: string[] = [];
  const figures: Figures[] = [];
  const run = async (side: string, url: string) => {
    const loadBefore = load();
    const measured = await measure(url, seconds);
    figures.push(measured);
    rows.push(
      `| ${side} | ${measured.rps.toFixed(1)} | ${measured.p50} / ${measured.p99} ms | ${measured.errors} / ${measured.non2xx} | ${loadBefore} | ${load()} |`,
    );
  };

  await measure(appUrl, 1); // warm-up
  await settle(appUrl);
  await run('app server', appUrl);
  // The app finishes what the run left in flight; then nginx holds the page (a HIT).
  await settle(appUrl);
  await cachedCopy(cachedUrl);
  await run('nginx cache', cachedUrl);
  const ratio = (figures[1]?.rps ?? 0) / (figures[0]?.rps || 1);
  console.info(
    `INDJECE list ${path}, autocannon ${connections} connections, ${seconds} s a side\n`,
  );
  console.info(
    '| side | req/s | p50 / p99 | errors / non-2xx | load before (1, 5, 15 min) | load after |\n| --- | ---: | --- | --- | --- | --- |',
  );
  console.info(rows.join('\n'));
  console.info(`\nnginx cache / app server: ${ratio.toFixed(1)}x (target >= 20x)`);
} finally {
  await stack.stop();
}
