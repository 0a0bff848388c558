// `pnpm --filter @journals/proxy bench:load [-- --seconds 60 --connections 50 --fuzz 5000]`: the
// production shape (src/production-stack.ts) under readers' load and fuzzed requests, with the
// load average (1, 5, 15 min) before and after each part. 50 connections for 60 s on every site's
// home and every journal's list and paper page through nginx, every request reaching an app
// (PAGE_CACHE_SECONDS=0), after a warm-up: errors, non-2xx, and each app server's resident memory
// sampled every second (start after the warm-up, end, max). Then the fuzzed requests (random
// methods, paths under every site, broken queries, odd bodies) to the pages and the api/
// forwarders, counted by status, with every 5xx listed. Exits 1 when a target is missed.
import { loadAverage } from './bench-run.ts';
import { parseArgs } from 'node:util';
import { countByStatus, fuzzedRequests, sendFuzzed } from '@journals/page-audit/bad-requests';
import { loadPages } from './load-pages.ts';
import { startProductionStack } from '../src/production-stack.ts';
import { memoryHeld, runReaderLoad } from '../src/reader-load.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    'warm-up': { type: 'string', default: '60' },
    connections: { type: 'string', default: '50' },
    fuzz: { type: 'string', default: '5000' },
    seed: { type: 'string', default: '2026' },
  },
});

const load = loadAverage;
const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
let missed = false;

const stack = await startProductionStack({ PAGE_CACHE_SECONDS: '0', PAGE_STALE_SECONDS: '0' });
try {
  const pages = await loadPages(stack.proxyUrl);
  const names = Object.fromEntries(
    Object.entries(stack.appPids).flatMap(([site, pids]) => pids.map((pid) => [pid, site])),
  );
  const loadBefore = load();
  const readers = await runReaderLoad({
    origin: stack.proxyUrl,
    paths: pages.map(([, path]) => path),
    connections: Number(values.connections),
    warmUpSeconds: Number(values['warm-up']),
    seconds: Number(values.seconds),
    pids: Object.values(stack.appPids).flat(),
  });
  console.info(
    `Readers: ${values.connections} connections, ${values.seconds} s after a ${values['warm-up']} s warm-up, on ${pages.map(([name]) => name).join(', ')}\n`,
  );
  console.info(
    '| requests | req/s | p50 / p99 | errors / timeouts / non-2xx | load before (1, 5, 15 min) | load after |\n| ---: | ---: | --- | --- | --- | --- |',
  );
  console.info(
    `| ${readers.requests} | ${readers.rps.toFixed(1)} | ${readers.p50} / ${readers.p99} ms | ${readers.errors} / ${readers.timeouts} / ${readers.non2xx} | ${loadBefore} | ${load()} |\n`,
  );
  console.info(
    '| app server | RSS start | end | max | within 20 % |\n| --- | ---: | ---: | ---: | --- |',
  );
  for (const memory of readers.memory) {
    const held = memoryHeld(memory);
    missed ||= !held;
    console.info(
      `| ${names[memory.pid]} | ${megabytes(memory.start)} MB | ${megabytes(memory.end)} MB | ${megabytes(memory.max)} MB | ${held ? 'yes' : 'NO'} |`,
    );
  }
  missed ||= readers.errors + readers.timeouts + readers.non2xx > 0;

  const fuzzLoadBefore = load();
  const answers = await sendFuzzed(
    stack.proxyUrl,
    fuzzedRequests(Number(values.fuzz), Number(values.seed)),
    8,
  );
  const failures = answers.filter((answer) => answer.status === 0 || answer.status >= 500);
  missed ||= failures.length > 0;
  console.info(
    `\nFuzz: ${answers.length} requests (seed ${values.seed}), load ${fuzzLoadBefore} before, ${load()} after`,
  );
  console.info(`by status: ${JSON.stringify(countByStatus(answers))}`);
  const noted = answers.filter((answer) => answer.status !== 0 && answer.error);
  if (noted.length > 0) {
    console.info(`answered, then a client-side fault: ${noted.length}`);
    for (const { request, status, error } of noted.slice(0, 10)) {
      console.info(`  ${status} ${request.method} ${request.path.slice(0, 100)}: ${error}`);
    }
  }
  for (const { request, status, error } of failures) {
    console.info(
      `FAILED ${status || 'no answer'} ${request.method} ${request.path.slice(0, 120)} ${error ?? ''}`,
    );
  }
} finally {
  await stack.stop();
}
process.exitCode = missed ? 1 : 0;
