// Benchmark: seeds 100,000 papers in a temporary folder, starts the server in its own process
// and measures listing, details, search and suggestions with autocannon (20 connections).
// Search is measured on its mix of what readers type, then on each kind alone.
// Run with `pnpm --filter @journals/journal-api bench`; not part of `test`.
// `node bench/bench.ts --data-dir DIR` measures a folder seeded before
// (`node src/cli.ts seed --papers 100000 --data-dir DIR`) and keeps it.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { parseArgs } from 'node:util';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import autocannon from 'autocannon';
import { defaultAuthorization } from '../src/config.ts';
import { reseed } from '../src/db/data-store.ts';
import { databaseFile } from '../src/db/open-database.ts';
import { createRandom } from '../src/seed/random.ts';
import { communicationEngineering } from '../src/seed/vocabulary/communication-engineering.ts';
import { electricalEngineering } from '../src/seed/vocabulary/electrical-engineering.ts';

const papers = 100_000;
const connections = 20;
const seconds = 5;
const warmupSeconds = 2;
const cli = join(import.meta.dirname, '..', 'src', 'cli.ts');

interface Scenario {
  name: string;
  target: string;
  /** The next request: its path and JSON body. */
  next: () => { path: string; body: unknown };
}

interface Measured {
  name: string;
  target: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** Server CPU time per request (user + system), in ms; NaN where /proc is missing. */
  cpuPerRequest: number;
}

/** CPU time a process has used so far, in ms (Linux /proc); NaN elsewhere. */
function cpuTimeOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}

async function startServer(
  dataDir: string,
  answerCacheMegabytes: number,
): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, [cli, 'start'], {
    env: {
      PORT: '0',
      DATA_DIR: dataDir,
      API_AUTHORIZATION: defaultAuthorization,
      ANSWER_CACHE_MB: String(answerCacheMegabytes),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  return {
    url,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise((resolve) => {
        child.on('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function measure(
  server: { url: string; pid: number },
  scenario: Scenario,
  duration: number,
): Promise<Measured> {
  const { url } = server;
  const cpuBefore = cpuTimeOf(server.pid);
  const latencies: number[] = [];
  let errors = 0;
  const options: autocannon.Options = {
    url,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        headers: { authorization: defaultAuthorization, 'content-type': 'application/json' },
        setupRequest: (request) => {
          const { path, body } = scenario.next();
          return { ...request, path, body: JSON.stringify(body) };
        },
      },
    ],
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error: unknown, finished) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(finished),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode !== 200) errors += 1;
    });
  });
  latencies.sort((a, b) => a - b);
  const cpu = cpuTimeOf(server.pid) - cpuBefore;
  return {
    cpuPerRequest: cpu / Math.max(1, latencies.length),
    name: scenario.name,
    target: scenario.target,
    requests: latencies.length,
    rps: Math.round(latencies.length / duration),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: errors + result.errors + result.timeouts,
  };
}

function scenarios(dataDir: string): Scenario[] {
  const db = new DatabaseSync(databaseFile(dataDir), { readOnly: true });
  const issues = db
    .prepare(
      `SELECT journal_id, year, volume, issue, count(*) AS total FROM papers WHERE is_deleted = 0
       GROUP BY journal_id, year, volume, issue`,
    )
    .all() as { journal_id: string; year: number; volume: number; issue: number; total: number }[];
  const ids = db
    .prepare(
      'SELECT paper_id, journal_id, paper_uniqueid, paper_title FROM papers WHERE is_deleted = 0',
    )
    .all() as {
    paper_id: number;
    journal_id: string;
    paper_uniqueid: string;
    paper_title: string;
  }[];
  db.close();

  const idsOf = {
    indjeee: ids.filter((paper) => paper.journal_id === 'indjeee'),
    indjece: ids.filter((paper) => paper.journal_id === 'indjece'),
  };
  const random = createRandom(2026);
  const byJournal = {
    indjeee: electricalEngineering,
    indjece: communicationEngineering,
  } as const;
  const words = (journal: keyof typeof byJournal) => {
    const vocabulary = byJournal[journal];
    return [
      ...vocabulary.tasks,
      ...vocabulary.techniques,
      ...vocabulary.systems,
      ...vocabulary.devices,
    ];
  };
  const journal = () => random.pick(['indjeee', 'indjece'] as const);
  /**
   * What readers type in "Search by Paper ID, Paper Name": a unique id (20%), part of a title
   * they have seen (three to six words, 40%), or a topic of one or two words (40%).
   */
  const kinds = ['unique id', 'title words', 'topic'] as const;
  type QueryKind = (typeof kinds)[number];
  const kindOf = (roll: number): QueryKind =>
    roll < 0.2 ? 'unique id' : roll < 0.6 ? 'title words' : 'topic';
  const query = (target: keyof typeof byJournal, kind = kindOf(random.next())) => {
    if (kind === 'unique id') return random.pick(idsOf[target]).paper_uniqueid;
    if (kind === 'title words') {
      const title = random.pick(idsOf[target]).paper_title.split(/\s+/);
      const length = Math.min(title.length, random.int(3, 6));
      const start = random.int(0, title.length - length);
      return title.slice(start, start + length).join(' ');
    }
    const phrase = random.pick(words(target)).toLowerCase().split(/\s+/);
    const start = random.int(0, Math.max(0, phrase.length - 2));
    return phrase.slice(start, start + random.int(1, 2)).join(' ');
  };
  const search = (kind?: QueryKind) => () => {
    const target = journal();
    return {
      path: `/${target}/searchArchive`,
      body: { search: query(target, kind), page: 1, per_page: 100 },
    };
  };

  return [
    {
      name: 'listing',
      target: 'p95 < 10 ms',
      next: () => {
        const issue = random.pick(issues);
        const page = random.int(1, Math.ceil(issue.total / 5));
        return {
          path: `/${issue.journal_id}/archivePaperListing`,
          body: { year: issue.year, volume: issue.volume, issue: issue.issue, page, per_page: 5 },
        };
      },
    },
    {
      name: 'details',
      target: 'p95 < 10 ms',
      next: () => {
        const paper = random.pick(ids);
        return { path: `/${paper.journal_id}/archivePaperNew`, body: { paperid: paper.paper_id } };
      },
    },
    { name: 'search', target: 'p95 < 25 ms', next: search() },
    ...kinds.map((kind) => ({ name: `search: ${kind} only`, target: '-', next: search(kind) })),
    {
      name: 'suggestions',
      target: '-',
      next: () => {
        const target = journal();
        const text = query(target);
        return {
          path: `/${target}/archiveSuggestions`,
          body: { search: text.slice(0, random.int(2, Math.max(2, text.length))) },
        };
      },
    },
  ];
}

function resultTable(results: readonly Measured[]): string[] {
  const lines = [
    '| call | req/s | p50 (ms) | p95 (ms) | p99 (ms) | server CPU per request (ms) | target | non-200 |',
    '| ---- | ----: | -------: | -------: | -------: | --------------------------: | ------ | ------: |',
  ];
  for (const r of results) {
    const cells = [r.name, r.rps, r.p50.toFixed(2), r.p95.toFixed(2), r.p99.toFixed(2)];
    cells.push(r.cpuPerRequest.toFixed(3), r.target, r.errors);
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { 'data-dir': { type: 'string' } } });
  const given = values['data-dir'];
  const dataDir = given ?? (await mkdtemp(join(tmpdir(), 'journal-api-bench-')));
  try {
    if (given === undefined) {
      const seedStart = performance.now();
      const summary = reseed(dataDir, { papers });
      const seedSeconds = (performance.now() - seedStart) / 1000;
      console.info(
        `Seeded ${summary.papers.toLocaleString('en')} papers in ${seedSeconds.toFixed(1)} s`,
      );
    }
    const loadBefore = loadavg()[0]?.toFixed(1);

    const runs = [
      { label: 'answers cached (the default, 32 MB)', megabytes: 32 },
      {
        label: 'answer cache off (ANSWER_CACHE_MB=0): every answer is read and presented again',
        megabytes: 0,
      },
    ];
    const tables: string[] = [];
    for (const run of runs) {
      const server = await startServer(dataDir, run.megabytes);
      const results: Measured[] = [];
      try {
        for (const scenario of scenarios(dataDir)) {
          await measure(server, scenario, warmupSeconds);
          const result = await measure(server, scenario, seconds);
          results.push(result);
          console.info(
            `${run.megabytes ? 'cached' : 'uncached'} ${scenario.name}: ${result.rps} req/s, ` +
              `p50 ${result.p50.toFixed(2)} ms, p95 ${result.p95.toFixed(2)} ms`,
          );
        }
      } finally {
        await server.stop();
      }
      tables.push(`${run.label}:\n`, ...resultTable(results), '');
    }

    const loadAfter = loadavg()[0]?.toFixed(1);
    console.info(
      `\n${papers.toLocaleString('en')} papers, ${connections} connections, ${seconds} s each; ` +
        `${availableParallelism()} CPUs, load average ${loadBefore} before, ${loadAfter} after.\n`,
    );
    console.info(tables.join('\n'));
  } finally {
    if (given === undefined) await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
