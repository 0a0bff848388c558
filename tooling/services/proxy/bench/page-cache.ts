// `pnpm --filter @journals/proxy bench:page-cache [-- --seconds 10 --connections 50 --baseline DIR]`:
// requests/s and latency of an issue's paper list straight from the INDJECE app server and through
// nginx's page cache in front of it, in the same run, with the ratio and the load average (1, 5,
// 15 min). Both sides run as in production: the app server (@journals/app-server) and nginx with
// the production config. With --baseline (another checkout, built), nginx's cache serves the same
// list from the baseline's `pnpm start` and from this checkout's in turn, as a reader without
// compression asks for it and as a browser does (Accept-Encoding), with the ratios: what nginx
// serves from its cache is the page's bytes, so this compares what the checkouts' pages weigh.
import { get } from 'node:http';
import { parseArgs } from 'node:util';
import { loadAverage, measure, type Figures } from './bench-run.ts';
import { siteApps } from '../src/config.ts';
import { startComposition } from '../src/composition-process.ts';
import { freePort } from '@journals/playwright-config/servers';
import { startNginx } from '../src/nginx-process.ts';
import { startProductionStack } from '../src/production-stack.ts';

/** What a browser sends (Chromium's value): nginx keeps and serves the app's compressed page. */
const browserEncoding = 'gzip, deflate, br, zstd';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    baseline: { type: 'string' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);

const hammer = (url: string, duration: number, headers: Record<string, string> = {}) =>
  measure(url, { connections, duration, headers });

/** Waits until the server answers a lone request (what a run left in flight is done). */
async function settle(url: string) {
  await (await fetch(url)).text();
}

/** Asks nginx for the page until it answers from its cache. */
async function cachedCopy(url: string, headers: Record<string, string> = {}) {
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const response = await fetch(url, { headers });
    await response.text();
    if (response.headers.get('x-cache-status') === 'HIT') return;
  }
  throw new Error(`nginx never answered ${url} from its cache`);
}

/** The body's size as sent (compressed or not): fetch would decompress it. */
function bodyBytes(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      let size = 0;
      response.on('data', (chunk: Buffer) => (size += chunk.byteLength));
      response.on('end', () => resolve(size));
      response.on('error', reject);
    }).on('error', reject);
  });
}

const load = loadAverage;

let listPath = '';
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
    const measured = await hammer(url, seconds);
    figures.push(measured);
    rows.push(
      `| ${side} | ${measured.rps.toFixed(1)} | ${measured.p50} / ${measured.p99} ms | ${measured.errors} / ${measured.non2xx} | ${loadBefore} | ${load()} |`,
    );
  };

  await hammer(appUrl, 1); // warm-up
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
  listPath = path;
} finally {
  await stack.stop();
}

if (values.baseline) await compareWithBaseline(values.baseline, listPath);

/** nginx's cache in front of each checkout's `pnpm start`, the same list, in turn. */
async function compareWithBaseline(baseline: string, path: string) {
  const encodings: [string, Record<string, string>][] = [
    ['no Accept-Encoding', {}],
    [`Accept-Encoding: ${browserEncoding}`, { 'accept-encoding': browserEncoding }],
  ];
  const figures = new Map<string, Figures[]>(encodings.map(([label]) => [label, []]));
  const bytes = new Map<string, number[]>(encodings.map(([label]) => [label, []]));
  const loadBefore = load();
  for (const checkout of [baseline, undefined]) {
    const composition = await startComposition({ checkout });
    const upstream = composition.origin.replace('http://', '');
    const nginx = await startNginx({
      port: await freePort(),
      upstreams: Object.fromEntries(siteApps.map(({ id }) => [id, [upstream]])),
    });
    try {
      for (const [label, headers] of encodings) {
        const url = `${nginx.url}${path}`;
        await cachedCopy(url, headers);
        bytes.get(label)?.push(await bodyBytes(url, headers));
        await hammer(url, 1, headers); // warm-up
        figures.get(label)?.push(await hammer(url, seconds, headers));
      }
    } finally {
      await nginx.stop();
      await composition.stop();
    }
  }
  console.info(
    `\nnginx cache, ${path}: baseline ${baseline} against this checkout, autocannon ${connections} connections, ${seconds} s each; load average ${loadBefore} before, ${load()} after\n`,
  );
  console.info(
    '| request | baseline req/s | this checkout req/s | ratio | body bytes (baseline / this) |\n| --- | ---: | ---: | ---: | --- |',
  );
  for (const [label] of encodings) {
    const [before, after] = figures.get(label) ?? [];
    const [bytesBefore, bytesAfter] = bytes.get(label) ?? [];
    console.info(
      `| ${label} | ${before?.rps.toFixed(1)} | ${after?.rps.toFixed(1)} | ${((after?.rps ?? 0) / (before?.rps || 1)).toFixed(2)}x | ${bytesBefore} / ${bytesAfter} |`,
    );
  }
}
