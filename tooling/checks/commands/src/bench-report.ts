// The bench report: what the last `pnpm bench` printed, package by package, under the date, the
// commit and the load average it ran with. turbo keeps each task's output in the package's
// `.turbo/turbo-bench.log`; this writes them into one Markdown file that git ignores, so no figure
// is ever kept by hand. Run by `pnpm bench` at the root, after every bench.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { workspacePackages } from './workspace.ts';

export interface BenchRun {
  /** The package's folder, from the repository's root: `apps/indjeee`. */
  folder: string;
  /** What its bench printed, or undefined when it has not run. */
  output: string | undefined;
}

export interface BenchContext {
  /** When the report is written (an ISO date and time). */
  at: string;
  /** The commit the benches ran on. */
  commit: string;
  /** The load averages over 1, 5 and 15 minutes when the report is written. */
  load: readonly number[];
}

// Terminal colours and cursor moves: a report is read as text.
const terminalCodes = new RegExp(`${String.fromCharCode(27)}\\[[0-9;?]*[A-Za-z]`, 'g');

export function benchReport(runs: readonly BenchRun[], context: BenchContext): string {
  const head = [
    '# Bench report',
    '',
    `Written by \`pnpm bench\` at ${context.at}, commit ${context.commit}, load average ` +
      `${context.load.map((value) => value.toFixed(2)).join(' ')} (1, 5, 15 min).`,
  ];
  const sections = runs.flatMap(({ folder, output }) => [
    '',
    `## ${folder}`,
    '',
    output === undefined
      ? 'No run: its bench has not run in this checkout.'
      : ['```text', output.replace(terminalCodes, '').trimEnd(), '```'].join('\n'),
  ]);
  return [...head, ...sections, ''].join('\n');
}

/** The folders of the workspace's packages that have a bench script. */
export function benchFolders(root: string): string[] {
  return workspacePackages(root)
    .filter(({ manifest }) => manifest.scripts?.bench !== undefined)
    .map(({ folder }) => folder);
}

export function readBenchRuns(root: string, folders: readonly string[]): BenchRun[] {
  return folders.map((folder) => {
    const log = path.join(root, folder, '.turbo', 'turbo-bench.log');
    return { folder, output: existsSync(log) ? readFileSync(log, 'utf8') : undefined };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: root,
    encoding: 'utf8',
  }).trim();
  const report = benchReport(readBenchRuns(root, benchFolders(root)), {
    at: new Date().toISOString(),
    commit,
    load: loadavg(),
  });
  const file = path.join(root, 'reports', 'bench.md');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, report);
  console.info(`The bench report: ${path.relative(process.cwd(), file)}`);
}
