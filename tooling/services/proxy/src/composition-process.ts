// Starts `pnpm start`'s composition (src/start.ts) of a checkout in its own process, on free
// ports with a fresh reference-API database: for benchmarks, including one checkout against
// another in the same run.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, waitForHttp } from '@journals/playwright-config/servers';
import { inheritedEnvironment, repositoryRoot } from './config.ts';

export interface RunningComposition {
  /** 'http://127.0.0.1:<port>' */
  origin: string;
  stop(): Promise<void>;
}

export async function startComposition({
  checkout = repositoryRoot,
  readyPath = '/indjece/',
  environment = {},
  nodeOptions = [],
}: {
  /** The repository whose built apps to serve (another worktree for a baseline). */
  checkout?: string;
  /** A path that answers once the apps are mounted. */
  readyPath?: string;
  environment?: Record<string, string>;
  /** Options for the composition's Node process, e.g. ['--cpu-prof', '--cpu-prof-dir=...']. */
  nodeOptions?: string[];
} = {}): Promise<RunningComposition> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'journals-composition-'));
  const port = await freePort();
  const script = path.join(checkout, 'tooling/services/proxy/src/start.ts');
  const child = spawn(process.execPath, [...nodeOptions, script], {
    cwd: path.join(checkout, 'tooling/services/proxy'),
    env: inheritedEnvironment({
      ...environment,
      PORT: String(port),
      API_PORT: String(await freePort()),
      DATA_DIR: dataDir,
    }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}${readyPath}`, 60_000);
  return {
    origin,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
