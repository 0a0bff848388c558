// Command line: `node src/cli.ts [start]` serves the API; `node src/cli.ts seed [--papers N]
// [--data-dir DIR]` replaces the database with a fresh seed.
import { parseArgs } from 'node:util';
import { readConfig } from './config.ts';
import { reseed } from './db/data-store.ts';
import { apiBases } from './journals.ts';
import { startJournalApi } from './start-journal-api.ts';

const usage = `Usage:
  node src/cli.ts [start]                                  serve the API (PORT, HOST, DATA_DIR, API_AUTHORIZATION, PUBLIC_BASE_URL, ANSWER_CACHE_MB)
  node src/cli.ts seed [--papers N] [--data-dir DIR]       replace the database with a fresh seed`;

async function start(): Promise<void> {
  const config = readConfig();
  const api = await startJournalApi({
    port: config.port,
    host: config.host,
    dataDir: config.dataDir,
    authorization: config.authorization,
    publicBaseUrl: config.publicBaseUrl,
    answerCacheMegabytes: config.answerCacheMegabytes,
    logger: { level: 'warn' },
  });
  console.info(`Journal API listening on ${api.url}`);
  console.info(`  bases: ${apiBases.map((base) => `${api.url}/${base}`).join(', ')}`);
  console.info(`  data:  ${config.dataDir}`);
  const stop = () => {
    void api.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

function seed(args: string[]): void {
  const { values } = parseArgs({
    args,
    options: { papers: { type: 'string' }, 'data-dir': { type: 'string' } },
    strict: true,
  });
  const papers = values.papers === undefined ? undefined : Number(values.papers);
  if (papers !== undefined && (!Number.isSafeInteger(papers) || papers < 0)) {
    throw new Error(`--papers must be a whole number, not "${values.papers}"`);
  }
  const dataDir = values['data-dir'] ?? readConfig().dataDir;
  const started = performance.now();
  const summary = reseed(dataDir, papers === undefined ? {} : { papers });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(`Seeded ${dataDir} in ${seconds} s:`);
  for (const [what, count] of Object.entries(summary)) console.info(`  ${what}: ${count}`);
}

async function main(argv: string[]): Promise<void> {
  // `pnpm seed -- --papers N` passes the `--` along.
  const [command = 'start', ...rest] = argv.filter((arg) => arg !== '--');
  if (command === 'start') return start();
  if (command === 'seed') return seed(rest);
  if (command === '--help' || command === 'help') {
    console.info(usage);
    return;
  }
  throw new Error(`Unknown command "${command}".\n${usage}`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
