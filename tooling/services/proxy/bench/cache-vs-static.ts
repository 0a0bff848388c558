// `pnpm --filter @journals/proxy bench:cache-vs-static [-- --seconds 5 --connections 50
// --threads 2 --rounds 2 --site indjece --baseline DIR]`: requests/s of a page served from nginx's
// page cache against the same bytes served by nginx as a precompressed static file (gzip_static),
// side by side in one run, for a journal's paper list, paper and policy page (the pages the
// benchmarks measure, @journals/page-audit/measured-pages), over http and over https, with
// Debian's wrk asking for gzip. The cached side is nginx with the production config (src/
// nginx-process.ts) in front of the production stack's app servers (their public origin https),
// once on plain http and once on https with a self-signed certificate; the static side is a
// bench-only nginx serving the exact gzip bytes the cache answered, with the same headers and TLS
// settings. The target: the cache at 0.7x of the static file or more, for every page and
// protocol. Beside requests/s, the CPU time nginx's workers spent per request (from /proc, over
// all rounds): on a shared machine it moves less with the other processes than requests/s. The
// load average (1, 5, 15 min) is printed before and after. With --baseline (another checkout, built),
// the baseline's own production stack (plain http) is compared with the static copy of what it
// served, in the same way, after this checkout.
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { get as httpsGet } from 'node:https';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { freePort } from '@journals/playwright-config/servers';
import { measuredSites, pagesToMeasure } from '@journals/page-audit/measured-pages';
import { loadAverage, medianRound, type Figures } from './bench-run.ts';
import { copiedHeaders, startStaticNginx, type StaticFile } from './static-nginx.ts';
import { findWrk, runWrk, type WrkFigures } from './wrk.ts';
import { startNginx, type RunningNginx } from '../src/nginx-process.ts';
import { cpuTicks } from '../src/process-stats.ts';
import { startProductionStack } from '../src/production-stack.ts';
import { createSelfSignedCertificate } from '../src/tls-certificate.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    threads: { type: 'string', default: '2' },
    rounds: { type: 'string', default: '2' },
    site: { type: 'string', default: 'indjece' },
    baseline: { type: 'string' },
  },
});
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
if (!Number.isInteger(rounds) || rounds < 1) {
  throw new Error(`--rounds takes a whole number of 1 or more, not '${values.rounds}'`);
}
const pageTypes = ['list', 'paper', 'policy'];
const acceptGzip = { 'accept-encoding': 'gzip' };
/** The cache's target, as a share of the static file's requests/s. */
const targetRatio = 0.7;
/** Pages stay fresh through the run: every request of the cached side is a HIT. */
const appEnv = { PAGE_CACHE_SECONDS: '3600' };

/** One way readers reach the cached pages: `protocol` names the table's rows. */
interface CachedSide {
  protocol: string;
  /** The cached side's origin, on 127.0.0.1 (wrk and the static side use the address too). */
  origin: string;
  /** The certificate (PEM) an https origin is trusted by. */
  ca?: Buffer;
  /** nginx's master process, whose workers answer. */
  pid: number;
}

/** One side's figures: the median round, and nginx's CPU time per request over all rounds. */
interface SideFigures {
  median: Figures;
  cpuMicroseconds: number;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent (gzip bytes when the answer names Content-Encoding: gzip). */
  body: Buffer;
}

interface Comparison {
  page: string;
  protocol: string;
  gzipBytes: number;
  cached: SideFigures;
  static: SideFigures;
}

/** A GET asking for gzip, its body as sent (fetch would decompress it). */
function rawGet(url: string, ca?: Buffer): Promise<Answer> {
  const get = url.startsWith('https:') ? httpsGet : httpGet;
  return new Promise((resolve, reject) => {
    get(url, { headers: acceptGzip, ...(ca ? { ca } : {}) }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** Asks nginx for the page until it answers from its cache (a HIT); that answer. */
async function cachedAnswer(url: string, ca?: Buffer): Promise<Answer> {
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const answer = await rawGet(url, ca);
    if (answer.status === 200 && answer.headers['x-cache-status'] === 'HIT') return answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx never answered ${url} from its cache`);
}

/** The journal's list, paper and policy page: [page type, path]. */
async function measuredPaths(origin: string): Promise<[string, string][]> {
  const sites = measuredSites.filter((site) => site.id === values.site);
  if (sites.length === 0) throw new Error(`No measured site '${values.site}'`);
  const pages = await pagesToMeasure(origin, sites);
  return pages.flatMap(([name, url]) => {
    const type = name.split(' ').at(-1) ?? '';
    return pageTypes.includes(type) ? [[`${values.site} ${type}`, url.slice(origin.length)]] : [];
  });
}

/** Saves the cached answer's bytes as `<name>.gz` and, decompressed, `<name>`. */
function saveAnswer(root: string, name: string, answer: Answer): StaticFile {
  const gzipped = answer.headers['content-encoding'] === 'gzip';
  const gzip = gzipped ? answer.body : gzipSync(answer.body);
  if (!gzipped) console.warn(`${name}: the cache answered without gzip; compressed here.`);
  writeFileSync(path.join(root, `${name}.gz`), gzip, { mode: 0o644 });
  writeFileSync(path.join(root, name), gunzipSync(gzip), { mode: 0o644 });
  return {
    name,
    contentType: String(answer.headers['content-type'] ?? 'text/html'),
    headers: copiedHeaders(answer.headers),
  };
}

/** The static copy answers the exact bytes the cache did, gzip-encoded. */
async function checkStaticCopy(url: string, expected: Buffer, ca?: Buffer) {
  const answer = await rawGet(url, ca);
  if (answer.headers['content-encoding'] !== 'gzip' || !answer.body.equals(expected)) {
    throw new Error(`${url} does not answer the cached page's gzip bytes`);
  }
}

const wrk = (url: string, duration: number) =>
  runWrk(url, {
    connections: Number(values.connections),
    threads: Number(values.threads),
    seconds: duration,
    headers: acceptGzip,
  });

/** Linux's clock ticks per second of /proc's CPU times (USER_HZ, 100 on every architecture). */
const ticksPerSecond = 100;

/** The CPU time, in clock ticks, of nginx's workers (the master's children) so far. */
function workerTicks(masterPid: number): number {
  const children = readFileSync(`/proc/${masterPid}/task/${masterPid}/children`, 'utf8');
  const pids = children.split(' ').filter(Boolean).map(Number);
  return pids.reduce((sum, pid) => sum + (cpuTicks(pid) ?? 0), 0);
}

/** Collects one side's rounds: wrk's figures and its workers' CPU time. */
function sideRounds(url: string, pid: number) {
  const rounds: WrkFigures[] = [];
  let ticks = 0;
  return {
    async run() {
      const before = workerTicks(pid);
      rounds.push(await wrk(url, seconds));
      ticks += workerTicks(pid) - before;
    },
    figures(): SideFigures {
      const requests = rounds.reduce((sum, round) => sum + round.requests, 0);
      return {
        median: medianRound(rounds),
        cpuMicroseconds: ((ticks / ticksPerSecond) * 1e6) / (requests || 1),
      };
    },
  };
}

/** Both addresses in alternation, after a second of warm-up each: each side's figures. */
async function alternate(cached: { url: string; pid: number }, statics: typeof cached) {
  await wrk(cached.url, 1);
  await wrk(statics.url, 1);
  const cachedRounds = sideRounds(cached.url, cached.pid);
  const staticRounds = sideRounds(statics.url, statics.pid);
  for (let round = 0; round < rounds; round += 1) {
    await cachedRounds.run();
    await staticRounds.run();
  }
  return { cached: cachedRounds.figures(), static: staticRounds.figures() };
}

/**
 * Every page of every side: its cached copy saved, a static nginx serving the copies (https when
 * `staticTls` is given), then each cached page against its static copy.
 */
async function compareSides(
  sides: CachedSide[],
  pages: [string, string][],
  staticTls?: { certificate: string; certificateKey: string },
): Promise<Comparison[]> {
  const root = mkdtempSync(path.join(tmpdir(), 'journals-cache-vs-static-'));
  const entries: { page: string; side: CachedSide; cachedUrl: string; file: StaticFile }[] = [];
  try {
    const files: StaticFile[] = [];
    for (const side of sides) {
      for (const [page, pagePath] of pages) {
        const cachedUrl = `${side.origin}${pagePath}`;
        const name = `${side.protocol}-${page}.html`.replaceAll(/[^a-z0-9.-]+/gi, '-');
        const file = saveAnswer(root, name, await cachedAnswer(cachedUrl, side.ca));
        files.push(file);
        entries.push({ page, side, cachedUrl, file });
      }
    }
    const tls = staticTls ? { port: await freePort(), ...staticTls } : undefined;
    const server = await startStaticNginx({ root, files, httpPort: await freePort(), tls });
    try {
      const comparisons: Comparison[] = [];
      for (const { page, side, cachedUrl, file } of entries) {
        const origin = side.origin.startsWith('https:') ? server.httpsUrl : server.url;
        const staticUrl = `${origin}/${file.name}`;
        const gzip = readFileSync(path.join(root, `${file.name}.gz`));
        const ca = staticTls ? readFileSync(staticTls.certificate) : undefined;
        await checkStaticCopy(staticUrl, gzip, ca);
        const figures = await alternate(
          { url: cachedUrl, pid: side.pid },
          { url: staticUrl, pid: server.pid },
        );
        comparisons.push({ page, protocol: side.protocol, gzipBytes: gzip.byteLength, ...figures });
      }
      return comparisons;
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** The master process of an nginx started by src/nginx-process.ts (its pid file). */
function masterPid(nginx: RunningNginx): number {
  return Number(readFileSync(path.join(path.dirname(nginx.configPath), 'nginx.pid'), 'utf8'));
}

/** An nginx's https origin on 127.0.0.1 (the certificate names both), as wrk reaches it. */
const onLoopback = (origin: string) => origin.replace('//localhost:', '//127.0.0.1:');

/**
 * This checkout: the production stack with TLS (the apps' public origin is https), and the
 * production config in front of its app servers on plain http and on https, started here so
 * that their workers' CPU time can be read.
 */
async function thisCheckout(): Promise<Comparison[]> {
  const stack = await startProductionStack(appEnv, { tls: true });
  const certificateDir = mkdtempSync(path.join(tmpdir(), 'journals-cache-vs-static-tls-'));
  const servers: RunningNginx[] = [];
  try {
    const certificate = createSelfSignedCertificate(certificateDir);
    const upstreams = upstreamsOf(stack.appUrls);
    const plain = await startNginx({ port: await freePort(), upstreams });
    servers.push(plain);
    const tls = { port: await freePort(), ...certificate };
    const secure = await startNginx({ port: await freePort(), tls, upstreams });
    servers.push(secure);
    const sides: CachedSide[] = [
      { protocol: 'http', origin: plain.url, pid: masterPid(plain) },
      {
        protocol: 'https',
        origin: onLoopback(secure.httpsUrl ?? ''),
        ca: readFileSync(certificate.certificate),
        pid: masterPid(secure),
      },
    ];
    return await compareSides(sides, await measuredPaths(plain.url), certificate);
  } finally {
    for (const server of servers) await server.stop();
    await stack.stop();
    rmSync(certificateDir, { recursive: true, force: true });
  }
}

/** A module of the baseline checkout's tooling/services/proxy/src, loaded from its folder. */
async function baselineModule<T>(checkout: string, file: string): Promise<T> {
  const modulePath = path.resolve(checkout, 'tooling/services/proxy/src', file);
  return (await import(pathToFileURL(modulePath).href)) as T;
}

/** The app servers of a stack as nginx's upstreams: `host:port` by site id. */
function upstreamsOf(appUrls: Record<string, string>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(appUrls).map(([id, url]) => [id, [url.replace('http://', '')]]),
  );
}

/**
 * The baseline checkout: its production stack and its own nginx config in front of its app
 * servers (plain http: it has no TLS), both loaded from its folder.
 */
async function baselineCheckout(checkout: string): Promise<Comparison[]> {
  const stacks = await baselineModule<{ startProductionStack: typeof startProductionStack }>(
    checkout,
    'production-stack.ts',
  );
  const proxies = await baselineModule<{ startNginx: typeof startNginx }>(
    checkout,
    'nginx-process.ts',
  );
  const stack = await stacks.startProductionStack(appEnv);
  try {
    const nginx = await proxies.startNginx({
      port: await freePort(),
      upstreams: upstreamsOf(stack.appUrls),
    });
    try {
      const side = { protocol: 'baseline http', origin: nginx.url, pid: masterPid(nginx) };
      return await compareSides([side], await measuredPaths(nginx.url));
    } finally {
      await nginx.stop();
    }
  } finally {
    await stack.stop();
  }
}

/** A markdown table: the header row, its rule (numbers right-aligned) and the rows. */
function table(head: string[], rows: string[][], numeric: boolean[]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const rule = numeric.map((right) => (right ? '---:' : '---'));
  return [line(head), line(rule), ...rows.map(line)].join('\n');
}

const requestsPerSecond = ({ median: figures }: SideFigures) =>
  `${figures.rps.toFixed(0)} (${figures.p50.toFixed(2)} / ${figures.p99.toFixed(2)} ms)` +
  (figures.errors + figures.non2xx ? ` ${figures.errors} errors, ${figures.non2xx} non-2xx` : '');

function comparisonRow(comparison: Comparison): string[] {
  const ratio = comparison.cached.median.rps / (comparison.static.median.rps || 1);
  return [
    comparison.page,
    comparison.protocol,
    String(comparison.gzipBytes),
    requestsPerSecond(comparison.cached),
    requestsPerSecond(comparison.static),
    `${ratio.toFixed(2)}x ${ratio >= targetRatio ? 'ok' : `below ${targetRatio}x`}`,
    `${comparison.cached.cpuMicroseconds.toFixed(0)} / ${comparison.static.cpuMicroseconds.toFixed(0)}`,
  ];
}

function printComparisons(title: string, comparisons: Comparison[], loads: [string, string]) {
  console.info(
    `\n${title}: wrk, ${values.connections} connections, ${values.threads} threads, ${seconds} s a run, ` +
      `Accept-Encoding: gzip, ${rounds > 1 ? `median of ${rounds} alternating rounds` : 'alternating'}; ` +
      `load average ${loads[0]} before, ${loads[1]} after (1, 5, 15 min)\n`,
  );
  const head = ['page', 'protocol', 'gzip bytes', 'cached req/s (p50 / p99)'];
  head.push(
    'static req/s (p50 / p99)',
    'cached / static',
    'nginx CPU µs/request (cached / static)',
  );
  const numeric = [false, false, true, true, true, true, true];
  console.info(table(head, comparisons.map(comparisonRow), numeric));
}

async function measured(title: string, run: () => Promise<Comparison[]>) {
  const before = loadAverage();
  const comparisons = await run();
  printComparisons(title, comparisons, [before, loadAverage()]);
  return comparisons;
}

// Fails before anything starts when wrk is missing.
findWrk();
const results = await measured('This checkout', thisCheckout);
const baseline = values.baseline;
if (baseline) await measured(`Baseline ${baseline}`, () => baselineCheckout(baseline));
const missed = results.filter(
  (result) => result.cached.median.rps < targetRatio * result.static.median.rps,
);
if (missed.length > 0) {
  console.info(`\n${missed.length} of ${results.length} below ${targetRatio}x of the static file.`);
}
